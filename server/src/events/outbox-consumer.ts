import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventType, OutboxEvent } from './event-types.js';

/** What a consumer is told of an event to name its targets. */
export interface EventHead {
  id: string;
  type: EventType;
  orderNumber: string | null;
}

/** What one try of a delivery came to. */
export interface DeliveryResult {
  ok: boolean;
  /** The HTTP status (or the consumer's own code); null when nothing answered. */
  status: number | null;
  /** The answer's first bytes, or the error's words (cut to 500 characters when logged). */
  answer: string;
}

/**
 * Something events leave the shop through: webhooks, mail. The worker hands it each event once:
 * `targetsFor`, in the transaction that marks the event handed over, names where it goes (none
 * to skip it); then `deliver` sends it to each, outside any transaction and never inside a
 * request, again with backoff until it answers ok or the retry window closes.
 */
export interface OutboxConsumer {
  /** Its name: the first part of each of its targets (`webhook`, `mail`); letters only. */
  readonly name: string;
  /**
   * For each event of a batch (its id, type and order number), the targets of this consumer it goes
   * to (what follows `name:`), in the batch's order; read in the worker's transaction, once a batch.
   */
  targetsFor(m: EntityManager, events: EventHead[]): Promise<string[][]>;
  /** Sends the event to one target; `attempt` counts from 1. A throw counts as a failed try with its message. */
  deliver(target: string, event: OutboxEvent, attempt: number): Promise<DeliveryResult>;
  /**
   * Told, in the transaction that writes a delivery's outcome, that it was delivered or failed for
   * good (only while its claim holds): what the consumer keeps of a target's state commits with
   * the delivery's status, or neither does (a kill before the commit sends it again).
   */
  settled?(m: EntityManager, target: string, event: EventHead, status: 'delivered' | 'failed'): Promise<void>;
}

/** The consumers of the outbox: each module that sends events out registers itself here when it starts (onModuleInit). */
@Injectable()
export class OutboxConsumers {
  private readonly byName = new Map<string, OutboxConsumer>();

  register(consumer: OutboxConsumer): void {
    if (!/^[a-z]+$/.test(consumer.name)) throw new Error(`An outbox consumer's name is lower-case letters: ${consumer.name}`);
    if (this.byName.has(consumer.name)) throw new Error(`Outbox consumer ${consumer.name} is registered twice`);
    this.byName.set(consumer.name, consumer);
  }

  all(): OutboxConsumer[] {
    return [...this.byName.values()];
  }

  /** The consumer of a target `name:rest`, and the rest; null for one no module registered. */
  of(target: string): { consumer: OutboxConsumer; rest: string } | null {
    const at = target.indexOf(':');
    const consumer = this.byName.get(at < 0 ? target : target.slice(0, at));
    return consumer ? { consumer, rest: at < 0 ? '' : target.slice(at + 1) } : null;
  }
}
