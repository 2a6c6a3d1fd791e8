import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/**
 * A client's idempotency key for order creation, unique per user. Written in the same
 * transaction as the order, so the database decides which of two parallel retries wins.
 */
@Entity('idempotency_keys')
@Index('UQ_idempotency_keys_user_key', ['userId', 'key'], { unique: true })
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 128 })
  key: string;

  /** SHA-256 of the canonical request, to refuse the same key with a different order. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  @Index('IDX_idempotency_keys_order')
  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
