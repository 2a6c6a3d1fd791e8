import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';
import type { ReturnStatus } from './return-lifecycle.js';

/** One move of a return, kept for its history (the order's history gets a line of its own). */
@Entity('return_moves')
@Index('IDX_return_moves_request', ['requestId', 'at'])
export class ReturnMoveEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'request_id', type: 'varchar', length: 36 })
  requestId: string;

  @Column({ name: 'from_status', type: 'varchar', length: 16, nullable: true })
  fromStatus: ReturnStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus: ReturnStatus;

  /** The admin's email, or 'shopper'. */
  @Column({ type: 'varchar', length: 254 })
  actor: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @Column({ name: 'at', type: TIMESTAMP })
  at: Date;
}
