import type { EntityManager } from 'typeorm';
import type { PaymentStatus } from './order-lifecycle.js';
import type { OrderEntity } from './order.entity.js';
import type { OnlineMethod, PaymentMethod } from './payment-methods.js';

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

/** A prepaid order's checkout, opened before the order is stored. */
export interface OpenedCheckout {
  checkout: PaymentCheckout;
  /** The order's deadline for its payment (OrderEntity.payBy); null when unpaid orders are never cancelled. */
  payBy: Date | null;
  /** Writes the payment attempt in the order's transaction. */
  save(m: EntityManager): Promise<void>;
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
  open(order: OrderEntity): Promise<OpenedCheckout | null>;
  /** A checkout for a stored prepaid order still awaiting payment (its open attempt, or a new one); null otherwise. */
  checkoutFor(order: OrderEntity): Promise<PaymentCheckout | null>;
  /** In the transaction of an order's move that changes its payment status: the record, and a refund when paid money goes back. */
  paymentMoved(m: EntityManager, order: OrderEntity, to: PaymentStatus, who: string, at: Date): Promise<void>;
  /** After that transaction committed: asks the provider for the refunds it decided. */
  afterMove(order: OrderEntity): void;
}

export const ORDER_PAYMENTS = Symbol('ORDER_PAYMENTS');
