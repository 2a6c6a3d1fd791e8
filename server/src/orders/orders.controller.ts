import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { Ctx, type RequestContext } from '../common/actor.js';
import { CreateOrderBody } from './dto/create-order.input.js';
import { toRestOrder } from './order.view.js';
import { OrdersService } from './orders.service.js';

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
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateOrderBody, @Headers('idempotency-key') key?: string) {
    const placed = await this.orders.place(ctx, body.toCommand(), key ?? null);
    return { orderId: placed.order.orderNumber, order: toRestOrder(placed) };
  }

  @Get(':userId')
  async list(@Ctx() ctx: RequestContext, @Param('userId') userId: string) {
    return { orders: (await this.orders.listForUser(ctx, userId)).map(toRestOrder) };
  }

  @Post(':orderNumber/cancel')
  @HttpCode(200)
  async cancel(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string) {
    return { order: toRestOrder(await this.orders.cancel(ctx, orderNumber)) };
  }
}
