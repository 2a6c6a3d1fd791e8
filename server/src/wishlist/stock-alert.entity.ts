import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/** A signed-in shopper waiting for a sold-out size ('Notify me'): once per product and size. */
@Entity('stock_alerts')
export class StockAlertEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  size: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  /** The stock.restocked event whose back-in-stock mail it was given to, once: null while none took it. */
  @Column({ name: 'notice_event_id', type: 'varchar', length: 36, nullable: true })
  noticeEventId: string | null;

  /** When that mail went; a request notified is no longer waiting (asking again waits anew). */
  @Column({ name: 'notified_at', type: TIMESTAMP, nullable: true })
  notifiedAt: Date | null;
}
