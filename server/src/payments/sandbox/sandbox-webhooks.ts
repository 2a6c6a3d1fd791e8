import { Logger } from '@nestjs/common';
import { secureRandomBytes } from '../../common/ids.js';
import { hmacHex } from '../razorpay-format.js';

/** How the sandbox delivers a payment's webhooks, as a tester chooses on its page. */
export type Delivery = 'normal' | 'late' | 'twice' | 'out_of_order' | 'none';
export const DELIVERIES: readonly Delivery[] = ['normal', 'late', 'twice', 'out_of_order', 'none'];

type Json = Record<string, unknown>;

/** A Razorpay-shaped event body: { entity: 'event', event, contains, payload: { <name>: { entity } }, created_at }. */
export function eventBody(event: string, entities: Record<string, Json>, at = new Date()): Json {
  return {
    entity: 'event',
    account_id: 'acc_SQUsandbox0001',
    event,
    contains: Object.keys(entities),
    payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
    created_at: Math.floor(at.getTime() / 1000),
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider id as Razorpay writes them: a prefix and 14 letters or digits. */
export const providerId = (prefix: string) => `${prefix}_${[...secureRandomBytes(14)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * Sends the sandbox's webhooks to the shop's own endpoint, signed as Razorpay signs them
 * (X-Razorpay-Signature over the raw body, x-razorpay-event-id), retrying a failed call as a
 * gateway does. Kept in memory: a webhook not yet sent when the process stops is lost, which
 * the reconciler is there for.
 */
export class SandboxWebhooks {
  private readonly log = new Logger('SandboxWebhooks');
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly secret: string,
    private readonly url: () => string | null,
    private readonly lateMs: number,
  ) {}

  /** Sends these events (in this order) as `delivery` says. */
  deliver(events: Json[], delivery: Delivery): void {
    if (delivery === 'none') return;
    const sends = events.map((body) => ({
      id: providerId('evt'),
      raw: JSON.stringify(body),
    }));
    const ordered = delivery === 'out_of_order' ? [...sends].reverse() : sends;
    const plan = delivery === 'twice' ? ordered.flatMap((s) => [s, s]) : ordered;
    const start = delivery === 'late' ? this.lateMs : 0;
    // One after another, each once the previous has been answered: the order chosen is the order received.
    this.later(start, async () => {
      for (const s of plan) await this.send(s.id, s.raw);
    });
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private later(ms: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run().catch((error) => this.log.warn(`webhook delivery stopped: ${(error as Error).message}`));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private async send(eventId: string, raw: string, tries = 3): Promise<void> {
    const url = this.url();
    if (!url) return;
    for (let attempt = 1; attempt <= tries; attempt++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacHex(this.secret, raw),
            'x-razorpay-event-id': eventId,
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
        this.log.warn(`webhook ${eventId} answered ${res.status} (try ${attempt} of ${tries})`);
      } catch (error) {
        this.log.warn(`webhook ${eventId} failed: ${(error as Error).message} (try ${attempt} of ${tries})`);
      }
      await new Promise((r) => setTimeout(r, 500 * attempt).unref());
    }
  }
}
