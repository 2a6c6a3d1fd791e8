import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';
import type { TierName } from '../delivery/delivery-data.js';
import type { OrderStatus, PaymentStatus } from './order-lifecycle.js';
import type { PaymentMethod } from './payment-methods.js';

/** An order as placed: money in paise as the server computed it, contact and address as shipped. */
@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt'])
@Index('IDX_orders_created', ['createdAt'])
// The reconciler's question, 'pending orders due for payment': only pending orders are scanned, however many were paid.
@Index('IDX_orders_status_pay_by', ['status', 'payBy'])
// The integrators' v1 list pages by (updated_at, id).
@Index('IDX_orders_updated', ['updatedAt', 'id'])
export class OrderEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('UQ_orders_number', { unique: true })
  @Column({ name: 'order_number', type: 'varchar', length: 32 })
  orderNumber: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ name: 'payment_method', type: 'varchar', length: 16 })
  paymentMethod: PaymentMethod;

  @Column({ name: 'payment_status', type: 'varchar', length: 16 })
  paymentStatus: PaymentStatus;

  @Column({ name: 'transaction_id', type: 'varchar', length: 64, nullable: true })
  transactionId: string | null;

  /** The lines' totals before any discount. */
  @Column({ name: 'subtotal_paise', ...INTEGER })
  subtotalPaise: number;

  /** The offer's discount, off the subtotal before tax (the sum of the lines' shares); 0 without a code. */
  @Column({ name: 'discount_paise', ...INTEGER })
  discountPaise: number;

  /** The offer code it was placed with; null without one. */
  @Column({ name: 'coupon_code', type: 'varchar', length: 32, nullable: true })
  couponCode: string | null;

  @Column({ name: 'tax_paise', ...INTEGER })
  taxPaise: number;

  @Column({ name: 'shipping_paise', ...INTEGER })
  shippingPaise: number;

  @Column({ name: 'cod_charge_paise', ...INTEGER })
  codChargePaise: number;

  @Column({ name: 'total_paise', ...INTEGER })
  totalPaise: number;

  @Column({ name: 'contact_email', type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ name: 'contact_first_name', type: 'varchar', length: 50 })
  contactFirstName: string;

  @Column({ name: 'contact_last_name', type: 'varchar', length: 50 })
  contactLastName: string;

  @Column({ name: 'contact_phone', type: 'varchar', length: 20 })
  contactPhone: string;

  @Column({ name: 'ship_address_line1', type: 'varchar', length: 200 })
  shipAddressLine1: string;

  @Column({ name: 'ship_city', type: 'varchar', length: 100 })
  shipCity: string;

  @Column({ name: 'ship_state', type: 'varchar', length: 100 })
  shipState: string;

  @Column({ name: 'ship_postal_code', type: 'varchar', length: 12 })
  shipPostalCode: string;

  @Column({ name: 'ship_country', type: 'varchar', length: 40 })
  shipCountry: string;

  /** The last day of the promise, at noon IST (placement + 7 days for orders placed before the promise was kept). */
  @Column({ name: 'estimated_delivery', type: TIMESTAMP })
  estimatedDelivery: Date;

  /** The delivery promise made at placement (DECISIONS 13): its pincode's tier and first and last day ('YYYY-MM-DD', India's dates). Null on orders placed before it was kept. */
  @Column({ name: 'delivery_tier', type: 'varchar', length: 16, nullable: true })
  deliveryTier: TierName | null;

  @Column({ name: 'delivery_from', type: 'varchar', length: 10, nullable: true })
  deliveryFrom: string | null;

  @Column({ name: 'delivery_by', type: 'varchar', length: 10, nullable: true })
  deliveryBy: string | null;

  /**
   * An online order's deadline for its payment, set at placement: not paid by then, the shop
   * cancels it and its units go back on sale (PaymentsReconciler). Null for COD, and for orders
   * placed before deadlines were kept or with PAYMENT_UNPAID_CANCEL_AFTER_SECONDS=0.
   */
  @Column({ name: 'pay_by', type: TIMESTAMP, nullable: true })
  payBy: Date | null;

  /** The courier it left with (a code of couriers.ts), once shipped; null before. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  courier: string | null;

  /** The courier's tracking number; null before it ships, and for the shop's own delivery without one. */
  @Column({ name: 'tracking_number', type: 'varchar', length: 32, nullable: true })
  trackingNumber: string | null;

  @Column({ name: 'shipped_at', type: TIMESTAMP, nullable: true })
  shippedAt: Date | null;

  @Column({ name: 'delivered_at', type: TIMESTAMP, nullable: true })
  deliveredAt: Date | null;

  /** Cash on Delivery: the cash the courier collected at the door (its total), recorded with the delivery. */
  @Column({ name: 'cash_collected_paise', ...INTEGER, nullable: true })
  cashCollectedPaise: number | null;

  /** Why it was cancelled, as the shopper is told (also kept on the cancellation in its history); null when none was given. */
  @Column({ name: 'cancel_reason', type: 'varchar', length: 200, nullable: true })
  cancelReason: string | null;

  /** A replacement order (an exchange approved, DECISIONS 14): the number of the order it replaces; null for an order placed by a shopper. */
  @Column({ name: 'replacement_for', type: 'varchar', length: 32, nullable: true })
  replacementFor: string | null;

  @Column({ name: 'status_updated_at', type: TIMESTAMP })
  statusUpdatedAt: Date;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
