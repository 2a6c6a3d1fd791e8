import { Body, Controller, Headers, HttpCode, Param, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-schema.js';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { OrdersService } from '../orders/orders.service.js';
import { OrderAnswer, OrderPaymentAnswer, toRestCheckout, toRestOrder } from '../orders/rest-order.view.js';
import { VerifyPaymentBody } from './dto/payment.input.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsService } from './payments.service.js';

/** Paying a placed order: retry, the browser's confirmation, and the provider's webhook. */
@ApiTags('Payments')
@Controller('api')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly webhooks: PaymentWebhooksService,
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
      order: toRestOrder(await this.orders.get(ctx, orderNumber)),
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
    });
    return { order: toRestOrder(await this.orders.get(ctx, orderNumber)) };
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
    return { order: toRestOrder(await this.orders.get(ctx, orderNumber)) };
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
