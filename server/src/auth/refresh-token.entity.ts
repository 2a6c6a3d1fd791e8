import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/**
 * One refresh token, stored only as its SHA-256. Tokens of one sign-in share a family;
 * each use replaces the token with a new one, and a replaced or revoked token used again
 * revokes the whole family (someone else holds a copy).
 */
@Entity('refresh_tokens')
export class RefreshTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_refresh_tokens_user')
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Index('IDX_refresh_tokens_family')
  @Column({ name: 'family_id', type: 'varchar', length: 36 })
  familyId: string;

  @Index('UQ_refresh_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: TIMESTAMP })
  expiresAt: Date;

  @Column({ name: 'replaced_by', type: 'varchar', length: 36, nullable: true })
  replacedBy: string | null;

  @Column({ name: 'revoked_at', type: TIMESTAMP, nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
