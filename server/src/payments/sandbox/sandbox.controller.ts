import { Body, Controller, Get, Header, HttpCode, Inject, NotFoundException, Optional, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/actor.js';
import { type OnlineMethod, ONLINE_METHODS } from '../../orders/payment-methods.js';
import type { SandboxOutcome, SandboxProvider, SandboxResult } from './sandbox.provider.js';
import { confirmationPage, payPage, upiWaitingPage } from './sandbox-pages.js';
import { DELIVERIES, type Delivery } from './sandbox-webhooks.js';
import { SANDBOX } from './sandbox.token.js';

const OUTCOMES: readonly SandboxOutcome[] = ['success', 'failure', 'upi_pending'];

/** Where the shop's client takes the result of a checkout (the sandbox sends the shopper back there). */
export function returnUrl(r: SandboxResult): string {
  const q = new URLSearchParams({
    order: r.receipt,
    razorpay_order_id: r.orderId,
    razorpay_payment_id: r.paymentId,
  });
  if (r.kind === 'paid') q.set('razorpay_signature', r.signature);
  if (r.kind === 'failed') q.set('error', r.error);
  return `/checkout/payment?${q.toString()}`;
}

/**
 * The sandbox provider's payment page: a test page served by the shop, in place of a
 * gateway's, where a tester decides how a payment goes. Off when the sandbox is (production,
 * unless PAYMENT_SANDBOX=true; or Razorpay configured).
 */
@ApiExcludeController()
@Public()
@Controller('sandbox/pay')
export class SandboxController {
  constructor(
    @Optional()
    @Inject(SANDBOX)
    private readonly sandbox: SandboxProvider | null,
  ) {}

  @Get(':orderId')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(@Param('orderId') orderId: string, @Query('method') asked?: unknown): Promise<string> {
    const found = await this.on().page(orderId);
    if (!found) throw new NotFoundException('No sandbox order has that id');
    const waiting = found.payments.find((p) => p.status === 'created');
    if (waiting) return upiWaitingPage(found.order, waiting);
    // The method the shopper chose at the shop starts ticked (the checkout's payUrl names it),
    // as Razorpay's prefill.method opens its checkout on it.
    return found.order.status === 'paid' ? confirmationPage(found.order) : payPage(found.order, found.payments, methodOf(asked));
  }

  @Post(':orderId')
  @HttpCode(303)
  async pay(@Param('orderId') orderId: string, @Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const outcome = OUTCOMES.find((o) => o === body.outcome) ?? 'success';
    const method = methodOf(body.method);
    const result = await this.on().pay(orderId, outcome, outcome === 'upi_pending' ? 'upi' : method, deliveryOf(body));
    if (!result) throw new NotFoundException('No sandbox order awaiting payment has that id');
    res.redirect(303, result.kind === 'waiting' ? `/sandbox/pay/${orderId}` : returnUrl(result));
  }

  @Post(':orderId/approve/:paymentId')
  @HttpCode(303)
  async approve(@Param('orderId') orderId: string, @Param('paymentId') paymentId: string, @Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const result = await this.on().approve(paymentId, deliveryOf(body));
    if (!result || result.orderId !== orderId) throw new NotFoundException('No UPI payment waiting for approval has that id');
    res.redirect(303, returnUrl(result));
  }

  private on(): SandboxProvider {
    if (!this.sandbox) throw new NotFoundException('The sandbox payment provider is off in this shop');
    return this.sandbox;
  }
}

/** A payment method the sandbox takes, card when none is named. */
const methodOf = (raw: unknown): OnlineMethod => ONLINE_METHODS.find((m) => m === raw) ?? 'card';

const deliveryOf = (body: Record<string, unknown>): Delivery => DELIVERIES.find((d) => d === body.webhooks) ?? 'normal';
