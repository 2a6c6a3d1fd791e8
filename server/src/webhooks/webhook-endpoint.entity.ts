import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/** An integrator's endpoint, registered by an admin: where the chosen events are sent, signed with its secret (Standard Webhooks). */
@Entity('webhook_endpoints')
export class WebhookEndpointEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  /** The event types it gets, comma-separated. */
  @Column({ name: 'event_types', type: 'varchar', length: 400 })
  eventTypes: string;

  /** `whsec_` and the base64 of 32 random bytes: shown once, when made or rotated. It signs, so it is kept as it is (not hashed). */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  /** The secret before the last rotation, which still signs (a second signature) until `previousSecretUntil`. */
  @Column({ name: 'previous_secret', type: 'varchar', length: 100, nullable: true })
  previousSecret: string | null;

  @Column({ name: 'previous_secret_until', type: TIMESTAMP, nullable: true })
  previousSecretUntil: Date | null;

  /** A disabled endpoint gets no new events (its deliveries under way go on). */
  @Column({ type: 'boolean' })
  enabled: boolean;

  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
