import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RowsOf } from '../database/insert-rows.js';
import type { LatestAttempt, OrderStatus, PaymentStatus } from './order-lifecycle.js';
import type { OnlineMethod, PaymentMethod } from './payment-methods.js';

/**
 * An order as payments reads it (OrdersService.paymentViewOf): plain values, never the row,
 * since orders alone writes the orders table.
 */
export interface PaymentOrderView {
  id: string;
  orderNumber: string;
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalPaise: number;
  payBy: Date | null;
  createdAt: Date;
}

/** A capture as orders records it: the provider's payment id, and the method paid with (null for one the shop does not name). */
export interface CapturedPayment {
  transactionId: string;
  paidWith: OnlineMethod | null;
}

/** What the client opens the provider's checkout with, for a prepaid order awaiting payment. */
export interface PaymentCheckout {
  provider: 'sandbox' | 'razorpay';
  /** The provider's public key id (never a secret). */
  keyId: string;
  providerOrderId: string;
  /** In paise, as the provider takes it. */
  amountPaise: number;
  currency: string;
  orderNumber: string;
  /**
   * The method the shopper chose at the shop, which the checkout opens on (Razorpay's
   * `prefill.method`, spelt as Razorpay spells it; the sandbox's page starts with it ticked).
   */
  method: OnlineMethod;
  /** The sandbox's payment page; null with Razorpay (its checkout script opens in the page). */
  payUrl: string | null;
}

/** A refund of an order's payment, as the shopper is shown it. */
export interface OrderRefund {
  amountPaise: number;
  status: 'pending' | 'requesting' | 'processed' | 'failed';
  /** When the shop decided it. */
  createdAt: Date;
  /** When the provider reported it processed; null until then. */
  processedAt: Date | null;
}

/** What payments knows of an order that the order's read-back shows: its latest attempt and its refunds (oldest first). */
export interface OrderPaymentFacts {
  latest: LatestAttempt | null;
  refunds: readonly OrderRefund[];
}

/** A COD order's, or one placed before payments were kept: no attempt, no refund. */
export const NO_PAYMENT_FACTS: OrderPaymentFacts = Object.freeze({ latest: null, refunds: Object.freeze([]) });

/** A prepaid order's checkout, opened before the order is stored. */
export interface OpenedCheckout {
  checkout: PaymentCheckout;
  /** The order's deadline for its payment (OrderEntity.payBy); null when unpaid orders are never cancelled. */
  payBy: Date | null;
  /** The new order's payment facts: its first attempt, pending. */
  facts: OrderPaymentFacts;
  /** The order's first payment attempt, inserted with the order's own rows (insertRowsTogether, in its transaction). */
  rows: RowsOf;
  /**
   * In the order's transaction, once its rows (the attempt's with them) are in and the shopper's
   * row is held: refuses (429) the attempt over the shopper's hourly limit, counted one order at a time.
   */
  assertRoom(m: EntityManager): Promise<void>;
}

/**
 * What orders need of payments, provided by the payments module (which sits above orders and
 * reads them): a checkout for a placed prepaid order, and the payment side of an order's move.
 */
export interface OrderPayments {
  /** Refuses a prepaid method when no provider is set up (BAD_USER_INPUT), before anything is stored. */
  assertPayable(method: PaymentMethod): void;
  /**
   * For a prepaid order about to be stored: its provider order, made now (SERVICE_UNAVAILABLE
   * when the provider cannot be reached), and its attempt, saved in the order's transaction.
   * Null for COD.
   */
  open(order: PaymentOrderView): Promise<OpenedCheckout | null>;
  /** A checkout for a stored prepaid order still awaiting payment (its open attempt, or a new one); null otherwise. */
  checkoutFor(order: PaymentOrderView): Promise<PaymentCheckout | null>;
  /** The payment facts of the given orders (in `m`'s transaction): two queries whatever their count; an order without attempts or refunds is left out. */
  factsOf(m: EntityManager, orderIds: string[]): Promise<Map<string, OrderPaymentFacts>>;
  /** In the transaction of an order's move that changes its payment status: the record, and a refund when paid money goes back. */
  paymentMoved(m: EntityManager, order: PaymentOrderView, to: PaymentStatus, who: string, at: Date): Promise<void>;
  /** After that transaction committed: asks the provider for the refunds it decided. */
  afterMove(order: PaymentOrderView): void;
}

/**
 * The socket orders call payments through. The payments module imports orders, so orders cannot
 * import it back, and no module is global: PaymentsModule plugs its side in when it starts
 * (onModuleInit), before anything is placed. An app composed without it fails at start.
 */
@Injectable()
export class OrderPaymentsPort implements OrderPayments, OnApplicationBootstrap {
  private payments: OrderPayments | null = null;

  plugIn(payments: OrderPayments): void {
    this.payments = payments;
  }

  onApplicationBootstrap(): void {
    if (!this.payments) throw new Error('Orders need payments: compose PaymentsModule with OrdersModule');
  }

  assertPayable(method: PaymentMethod): void {
    this.payments!.assertPayable(method);
  }

  open(order: PaymentOrderView): Promise<OpenedCheckout | null> {
    return this.payments!.open(order);
  }

  checkoutFor(order: PaymentOrderView): Promise<PaymentCheckout | null> {
    return this.payments!.checkoutFor(order);
  }

  factsOf(m: EntityManager, orderIds: string[]): Promise<Map<string, OrderPaymentFacts>> {
    return this.payments!.factsOf(m, orderIds);
  }

  paymentMoved(m: EntityManager, order: PaymentOrderView, to: PaymentStatus, who: string, at: Date): Promise<void> {
    return this.payments!.paymentMoved(m, order, to, who, at);
  }

  afterMove(order: PaymentOrderView): void {
    this.payments!.afterMove(order);
  }
}
