import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/**
 * A link to reset an account's password (forgot password), stored only as the SHA-256 of its
 * token. It works once (`used_at`) and until `expires_at`; setting a new password uses up every
 * other link of the account too.
 */
@Entity('password_resets')
export class PasswordResetEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_password_resets_user')
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Index('UQ_password_resets_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: TIMESTAMP })
  expiresAt: Date;

  @Column({ name: 'used_at', type: TIMESTAMP, nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
