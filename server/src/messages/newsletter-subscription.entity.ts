import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/** One address on the newsletter list; an address is on it at most once. */
@Entity('newsletter_subscriptions')
export class NewsletterSubscriptionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('UQ_newsletter_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
