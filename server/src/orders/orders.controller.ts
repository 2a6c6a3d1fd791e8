import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { Ctx, type RequestContext } from '../common/actor.js';
import { CreateOrderBody } from './dto/create-order.input.js';
import { IDEMPOTENCY_KEY } from '../common/idempotency-key.js';
import { OrdersService } from './orders.service.js';
import { OrderReads } from './order-reads.service.js';
import { OrderAnswer, OrderPlacedAnswer, OrdersAnswer, RestInvoiceAnswer, toRestCheckout, toRestOrder } from './rest-order.view.js';

/**
 * The order calls of spec point 7. POST takes the first version's payload (items with
 * productId, size, quantity, price; customerInfo; orderSummary; paymentMethod); amounts
 * and statuses it sends are checked, never trusted.
 */
@ApiTags('Orders')
@ApiBearerAuth('bearer')
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService,
    private readonly reads: OrderReads) {}

  @ApiOperation({ operationId: 'createOrder', summary: 'Place an order, priced by the server from the catalogue' })
  // Named as @Headers reads it, so that this entry is the one the document keeps.
  @ApiHeader({ name: 'idempotency-key', required: false, schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source }, description: 'A retry with the same key answers the same order instead of placing another' })
  @ApiCreatedResponse({ type: OrderPlacedAnswer, description: 'Placed' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'], {
    BAD_USER_INPUT: 'the payload breaks a rule; a product or size the catalogue does not have; the contact or address (after the profile fallback) is incomplete or invalid; cash on delivery under its minimum',
    FORBIDDEN: 'userId is not the signed-in user',
    CONFLICT:
      "a price or total differs from the server's, or the idempotency key was used for another order; a line over stock; the shopper would hold over 20 units of a size in orders not shipped yet, or over 3 unpaid online orders (the defaults)",
    TOO_MANY_REQUESTS: 'a card, UPI or net banking order whose shopper has had 20 payment attempts in the last hour (the default)',
  })
  @Post()
  @HttpCode(201)
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateOrderBody, @Headers('idempotency-key') key?: string): Promise<OrderPlacedAnswer> {
    const placed = await this.orders.place(ctx, body.toCommand(), key ?? null);
    return { orderId: placed.order.orderNumber, order: toRestOrder(placed), payment: placed.checkout && toRestCheckout(placed.checkout) };
  }

  @ApiOperation({ operationId: 'listOrders', summary: "The signed-in user's orders, newest first" })
  @ApiParam({ name: 'userId', description: "The signed-in user's id" })
  @ApiOkResponse({ type: OrdersAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], { BAD_USER_INPUT: 'the path holds a NUL character', FORBIDDEN: "another user's orders" })
  @Get(':userId')
  async list(@Ctx() ctx: RequestContext, @Param('userId') userId: string): Promise<OrdersAnswer> {
    return { orders: (await this.reads.listForUser(ctx, userId)).map(toRestOrder) };
  }

  @ApiOperation({ operationId: 'orderInvoice', summary: "An order's GST tax invoice as issued with the sale (a cancelled order's prints as cancelled)" })
  @ApiParam({ name: 'orderNumber', description: 'The order number (orderId of the placing answer)' })
  @ApiOkResponse({ type: RestInvoiceAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'], {
    BAD_USER_INPUT: 'the path holds a NUL character',
    FORBIDDEN: "another user's order",
    NOT_FOUND: 'no order has that number',
    CONFLICT: 'the order is not paid (an online order before its capture, or cancelled unpaid): it has no invoice',
  })
  @Get(':orderNumber/invoice')
  async invoice(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string): Promise<RestInvoiceAnswer> {
    const { number, cancelled, html } = await this.reads.invoice(ctx, orderNumber);
    return { number, cancelled, html };
  }

  @ApiOperation({ operationId: 'cancelOrder', summary: 'Cancel an order that has not shipped' })
  @ApiParam({ name: 'orderNumber', description: 'The order number (orderId of the placing answer)' })
  @ApiOkResponse({ type: OrderAnswer, description: 'The cancelled order' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'], { BAD_USER_INPUT: 'the path holds a NUL character', FORBIDDEN: "another user's order", NOT_FOUND: 'no order has that number', CONFLICT: 'the order has shipped, or is delivered or cancelled already' })
  @Post(':orderNumber/cancel')
  @HttpCode(200)
  async cancel(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string): Promise<OrderAnswer> {
    return { order: toRestOrder(await this.orders.cancel(ctx, orderNumber)) };
  }
}
