import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { UserRole } from '../common/actor.js';
import { TIMESTAMP } from '../database/column-types.js';


/** A shopper's (or an admin's) account on one website. Email is unique per website. */
@Entity('users')
@Index('UQ_users_website_email', ['website', 'email'], { unique: true })
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  website: string;

  /** Stored trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 50 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 50 })
  lastName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ name: 'address_line1', type: 'varchar', length: 200, nullable: true })
  addressLine1: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ name: 'postal_code', type: 'varchar', length: 12, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 40, default: 'India' })
  country: string;

  @Column({ type: 'varchar', length: 16, default: 'customer' })
  role: UserRole;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
