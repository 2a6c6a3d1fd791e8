import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { badInput } from '../common/app-error.js';
import { Ctx, type RequestContext } from '../common/actor.js';
import type { PlaceOrderCommand } from './order-input.js';
import { toRestOrder } from './order.view.js';
import { OrdersService, type PlacedOrder } from './orders.service.js';

const rest = (p: PlacedOrder) => toRestOrder(p.order, p.items);

/**
 * The order calls of spec point 7. POST takes the first version's payload (items with
 * productId, size, quantity, price; customerInfo; orderSummary; paymentMethod); amounts
 * and statuses it sends are checked, never trusted.
 */
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @HttpCode(201)
  async create(@Ctx() ctx: RequestContext, @Body() input: unknown, @Headers('idempotency-key') key?: string) {
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw badInput('The request body must be a JSON object');
    const b = input as Record<string, unknown>;
    const customer = (b.customerInfo && typeof b.customerInfo === 'object' ? b.customerInfo : null) as Record<string, unknown> | null;
    const { address, ...contact } = customer ?? {};
    if (address !== undefined && (address === null || typeof address !== 'object' || Array.isArray(address))) {
      throw badInput('customerInfo.address must be an object');
    }
    const cmd: PlaceOrderCommand = {
      userId: b.userId,
      items: b.items,
      paymentMethod: b.paymentMethod,
      contact: customer ? contact : null,
      shippingAddress: (address as Record<string, unknown> | undefined) ?? null,
      expected: (b.orderSummary && typeof b.orderSummary === 'object' ? b.orderSummary : null) as PlaceOrderCommand['expected'],
    };
    const placed = await this.orders.place(ctx, cmd, key ?? null);
    return { orderId: placed.order.orderNumber, order: rest(placed) };
  }

  @Get(':userId')
  async list(@Ctx() ctx: RequestContext, @Param('userId') userId: string) {
    return { orders: (await this.orders.listForUser(ctx, userId)).map(rest) };
  }

  @Post(':orderNumber/cancel')
  @HttpCode(200)
  async cancel(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string) {
    return { order: rest(await this.orders.cancel(ctx, orderNumber)) };
  }
}
