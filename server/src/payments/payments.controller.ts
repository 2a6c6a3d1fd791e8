import { Body, Controller, Get, Headers, HttpCode, Param, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiExcludeEndpoint, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-schema.js';
import { AdminOnly, Ctx, Public, type RequestContext } from '../common/actor.js';
import { IDEMPOTENCY_KEY } from '../common/idempotency-key.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { OrderAnswer, OrderPaymentAnswer, toRestCheckout, toRestOrder } from '../orders/rest-order.view.js';
import { VerifyPaymentBody } from './dto/payment.input.js';
import { RefundPaymentBody } from './dto/refund.input.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsService } from './payments.service.js';
import { RefundAnswer, RestOrderRefunds, toRestOrderRefunds, toRestRefund } from './refund.view.js';
import { StaffRefundsService } from './staff-refunds.service.js';

/** Paying a placed order: retry, the browser's confirmation, the provider's webhook; and the staff's refunds. */
@ApiTags('Payments')
@Controller('api')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly reads: OrderReads,
    private readonly webhooks: PaymentWebhooksService,
    private readonly refunds: StaffRefundsService,
  ) {}

  @ApiOperation({
    operationId: 'retryPayment',
    summary: 'Open a new payment attempt for an unpaid card, UPI or net banking order (never a second order)',
  })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiCreatedResponse({
    type: OrderPaymentAnswer,
    description: 'The order and the checkout to open',
  })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'], {
    TOO_MANY_REQUESTS: 'the order has had 5 payment attempts in the last hour, or its shopper 20 (the defaults)',
    SERVICE_UNAVAILABLE: 'the payment provider could not be reached',
    BAD_USER_INPUT: 'a Cash on Delivery order; no payment provider is set up',
    FORBIDDEN: "another user's order",
    NOT_FOUND: 'no order has that number',
    CONFLICT: 'the order is cancelled, paid or refunded',
  })
  @Post('orders/:orderNumber/payments')
  @HttpCode(201)
  async retry(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string): Promise<OrderPaymentAnswer> {
    const checkout = await this.payments.retry(ctx, orderNumber);
    return {
      order: toRestOrder(await this.reads.get(ctx, orderNumber)),
      payment: toRestCheckout(checkout),
    };
  }

  @ApiOperation({
    operationId: 'verifyPayment',
    summary: "Confirm a payment with the fields the provider's checkout handed back (signature checked, then the payment asked of the provider)",
  })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiOkResponse({
    type: OrderAnswer,
    description: 'The order as it now stands (paymentDetails.status paid once captured)',
  })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'], {
    SERVICE_UNAVAILABLE: 'the payment provider could not be reached',
    BAD_USER_INPUT: 'the signature does not match; the provider knows no such payment for the order',
    FORBIDDEN: "another user's order",
    NOT_FOUND: 'no order has that number, or the order has no such payment attempt',
  })
  @Post('orders/:orderNumber/payments/verify')
  @HttpCode(200)
  async verify(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string, @Body() body: VerifyPaymentBody): Promise<OrderAnswer> {
    await this.payments.confirm(ctx, orderNumber, {
      providerOrderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    }, 'razorpay_signature');
    return { order: toRestOrder(await this.reads.get(ctx, orderNumber)) };
  }

  @ApiOperation({ operationId: 'refreshPayment', summary: "Ask the provider now about the order's latest payment attempt (after a checkout that failed or was closed)" })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiOkResponse({ type: OrderAnswer, description: 'The order as it now stands' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'], {
    SERVICE_UNAVAILABLE: 'the payment provider could not be reached',
    BAD_USER_INPUT: 'the path holds a NUL character',
    FORBIDDEN: "another user's order",
    NOT_FOUND: 'no order has that number',
  })
  @Post('orders/:orderNumber/payments/refresh')
  @HttpCode(200)
  async refresh(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string): Promise<OrderAnswer> {
    await this.payments.refresh(ctx, orderNumber);
    return { order: toRestOrder(await this.reads.get(ctx, orderNumber)) };
  }

  @ApiOperation({
    operationId: 'listRefunds',
    summary: "Admins only: what was paid online for an order, its refunds, what is left to refund, and why no refund may be made (if so)",
  })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiOkResponse({ type: RestOrderRefunds })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], {
    BAD_USER_INPUT: 'the path holds a NUL character',
    FORBIDDEN: 'anyone but an admin',
    NOT_FOUND: 'no order has that number',
  })
  @AdminOnly()
  @Get('orders/:orderNumber/refunds')
  async listRefunds(@Param('orderNumber') orderNumber: string): Promise<RestOrderRefunds> {
    return toRestOrderRefunds(await this.refunds.refundsOf(orderNumber));
  }

  @ApiOperation({
    operationId: 'refundPayment',
    summary: "Admins only: refund an order's online payment in full or in part, with a reason",
    description:
      'The refund is decided at once (status pending) and asked of the payment provider after it, with its id as the receipt. Refunds of an order never add up to more than was paid, whichever instance decides them; a cancellation later refunds only what is left. The payment becomes partly_refunded, or refunded once all of it is. Cash on Delivery is refunded outside the provider, not here.',
  })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiHeader({
    name: 'idempotency-key',
    required: true,
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
    description: 'Made once per refund and sent again with every retry of it: the same key with the same amount and reason answers the refund made; with anything else it is refused (409)',
  })
  @ApiCreatedResponse({ type: RefundAnswer, description: 'Decided (or decided before, for the same request sent again)' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'], {
    BAD_USER_INPUT: 'an amount that is not rupees with at most 2 decimals, or under ₹1; no reason, or one over 200 characters; a missing or malformed Idempotency-Key; a Cash on Delivery order',
    FORBIDDEN: 'anyone but an admin',
    NOT_FOUND: 'no order has that number',
    CONFLICT: 'the order has no online payment to refund, or the amount is more than is left to refund; the Idempotency-Key was used for a different refund; the order was changed meanwhile',
  })
  @AdminOnly()
  @Post('orders/:orderNumber/refunds')
  @HttpCode(201)
  async refund(
    @Ctx() ctx: RequestContext,
    @Param('orderNumber') orderNumber: string,
    @Body() body: RefundPaymentBody,
    @Headers('idempotency-key') key?: string,
  ): Promise<RefundAnswer> {
    const made = await this.refunds.refund(ctx, orderNumber, body.toRequest(key));
    return { refund: toRestRefund(made.refund), refunds: toRestOrderRefunds(made.refunds), order: toRestOrder(await this.reads.get(ctx, orderNumber)) };
  }

  /** The provider's webhook (Razorpay's, or the sandbox's): the raw body is what is signed. */
  @ApiExcludeEndpoint()
  @Public()
  @Post('payments/webhook')
  @HttpCode(200)
  async webhook(
    @Ctx() ctx: RequestContext,
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ): Promise<{ received: true; duplicate: boolean }> {
    const { duplicate } = await this.webhooks.receive(ctx.ip, req.rawBody, signature, eventId);
    return { received: true, duplicate };
  }
}
