import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/** A message sent through the contact form, kept for the support team. */
@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
