import { Column, Entity, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';

/** An order placed with an offer's code, written in the order's transaction (unique per order, and per shopper's n-th use). */
@Entity('offer_redemptions')
export class OfferRedemptionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'offer_id', type: 'varchar', length: 36 })
  offerId: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  /** The shopper's n-th use of this offer, from 1. */
  @Column({ name: 'use_no', ...INTEGER })
  useNo: number;

  @Column({ name: 'discount_paise', ...INTEGER })
  discountPaise: number;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
