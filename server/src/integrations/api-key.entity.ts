import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/**
 * An integrator's API key: `squ_<prefix>_<secret>`, shown once. Only its SHA-256 is kept (the
 * key is 32 random bytes: a fast hash is enough, and each request checks it).
 */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The key's public part, shown in lists so a key can be told apart. */
  @Index('UQ_api_keys_prefix', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** SHA-256 of the whole key, hex. */
  @Column({ name: 'key_hash', type: 'varchar', length: 64 })
  keyHash: string;

  /** Its scopes, comma-separated (orders:read, orders:write, stock:read, stock:write). */
  @Column({ type: 'varchar', length: 200 })
  scopes: string;

  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'revoked_at', type: TIMESTAMP, nullable: true })
  revokedAt: Date | null;

  /** When a request last came with it (written at most once a minute). */
  @Column({ name: 'last_used_at', type: TIMESTAMP, nullable: true })
  lastUsedAt: Date | null;
}
