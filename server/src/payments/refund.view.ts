import { Field } from '../common/api-schema.js';
import { RestOrder } from '../orders/rest-order.view.js';
import { toRupees } from '../pricing/money.js';
import type { PaymentRefundEntity } from './payment-refund.entity.js';
import type { RefundsOfOrder } from './staff-refunds.service.js';

/** A refund as REST shows it (statuses lower-case, as the order's). GraphQL's are below. */
export class RestRefund {
  @Field({ format: 'uuid', description: "The refund's id, sent to the provider as its receipt" }) id: string;
  @Field({ enum: ['pending', 'requesting', 'processed', 'failed'], description: 'pending (decided), requesting (asked of the provider), processed (on its way back), or failed (the provider says so; its amount may be refunded again)' }) status: string;
  @Field({ type: 'number', description: 'Rupees' }) amount: number;
  @Field({ type: 'string', nullable: true, description: "The provider's refund id, once it made one" }) providerRefundId: string | null;
  @Field({ description: "Why: the staff's words, 'order cancelled', or 'captured after the order closed'" }) reason: string;
  @Field({ description: "Who decided it: the admin's email, 'shopper' (their cancellation), 'cli', or 'shop'" }) actor: string;
  @Field({ format: 'date-time', description: 'When it was decided' }) createdAt: string;
  @Field({ format: 'date-time', description: 'When its status last changed' }) updatedAt: string;
}

/** What was paid online for an order and what went back. */
export class RestOrderRefunds {
  @Field() orderNumber: string;
  @Field({ type: 'number', description: 'Rupees captured online for it (the attempt that paid it); 0 when nothing was (Cash on Delivery, unpaid)' }) paid: number;
  @Field({ type: 'number', description: 'Rupees refunded or being refunded (refunds not failed)' }) refunded: number;
  @Field({ type: 'number', description: 'Rupees that may still be refunded: paid less refunded' }) refundable: number;
  @Field({ type: 'string', nullable: true, description: 'Why no refund may be made now (Cash on Delivery, not paid, nothing left); null when one may' }) refusal: string | null;
  @Field({ type: [RestRefund], description: 'Its refunds, oldest first' }) refunds: RestRefund[];
}

export class RefundAnswer {
  @Field({ type: RestRefund, description: 'The refund made (or, for a request sent again with its key, the one made before)' }) refund: RestRefund;
  @Field({ type: RestOrderRefunds, description: "The order's refunds as they now stand" }) refunds: RestOrderRefunds;
  @Field({ type: RestOrder, description: 'The order (its payment partly_refunded, or refunded once all of it is)' }) order: RestOrder;
}

export const toRestRefund = (r: PaymentRefundEntity): RestRefund => ({
  id: r.id,
  status: r.status,
  amount: toRupees(r.amountPaise),
  providerRefundId: r.providerRefundId,
  reason: r.reason,
  actor: r.actor,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const toRestOrderRefunds = (b: RefundsOfOrder): RestOrderRefunds => ({
  orderNumber: b.orderNumber,
  paid: toRupees(b.paidPaise),
  refunded: toRupees(b.refundedPaise),
  refundable: toRupees(b.leftPaise),
  refusal: b.refusal?.message ?? null,
  refunds: b.refunds.map(toRestRefund),
});

/** A refund as GraphQL answers it (PaymentRefund): REST's fields, the status as its enum spells it. */
export const refundView = (r: PaymentRefundEntity) => ({ ...toRestRefund(r), status: r.status.toUpperCase() });

/** An order's refunds as GraphQL answers them (PaymentRefunds). */
export const orderRefundsView = (b: RefundsOfOrder) => ({ ...toRestOrderRefunds(b), refunds: b.refunds.map(refundView) });
