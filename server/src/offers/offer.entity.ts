import { Column, Entity, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';

export type OfferKind = 'percentage' | 'fixed';

/** An offer with a code that applies at checkout (DECISIONS 17); the offers module is its only writer. */
@Entity('offers')
export class OfferEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Upper-case letters, digits, '-' and '_'; unique. */
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 16 })
  kind: OfferKind;

  /** Whole percent (1 to 100) for percentage; paise for fixed. */
  @Column(INTEGER)
  value: number;

  /** The subtotal before discount it needs, in paise (0: none). */
  @Column({ name: 'min_subtotal_paise', ...INTEGER })
  minSubtotalPaise: number;

  @Column({ name: 'first_order_only', type: 'boolean' })
  firstOrderOnly: boolean;

  /** ISO days of the week in India (1 Monday .. 7 Sunday), comma-separated; null: every day. */
  @Column({ name: 'days_of_week', type: 'varchar', length: 20, nullable: true })
  daysOfWeek: string | null;

  @Column({ name: 'valid_from', type: TIMESTAMP, nullable: true })
  validFrom: Date | null;

  @Column({ name: 'valid_until', type: TIMESTAMP, nullable: true })
  validUntil: Date | null;

  @Column({ type: 'boolean' })
  active: boolean;

  /** Redemptions allowed in all; null: no limit. */
  @Column({ name: 'usage_limit', ...INTEGER, nullable: true })
  usageLimit: number | null;

  /** Redemptions allowed per shopper; null: no limit. */
  @Column({ name: 'per_customer_limit', ...INTEGER, nullable: true })
  perCustomerLimit: number | null;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
