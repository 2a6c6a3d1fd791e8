import type { EntityManager } from 'typeorm';
import { tooManyRequests } from '../common/app-error.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { binder } from '../database/bind.js';

/** The window the attempt limits count in. */
export const ATTEMPT_WINDOW_MS = 3_600_000;

/** One limit on the attempts opened in the last hour: those of an order, or of a shopper. */
export interface AttemptLimit {
  where: { orderId: string } | { userId: string };
  limit: number;
  /** The refusal, told when the shopper may try again. */
  message: (when: string) => string;
}

/**
 * Refuses (TOO_MANY_REQUESTS, Retry-After) another attempt where `limit` attempts were opened
 * within the last hour: it may be opened once the oldest of those turns an hour old. The
 * attempts are the stored rows themselves, so every instance counts the same ones; two callers
 * that must not both pass on one count hold the shopper's row (UsersService.lockForUpdate).
 * `inserted`: how many of the rows counted are the new attempt's own (1 when it was inserted
 * first, in the caller's transaction), left out of the limit.
 */
export async function assertAttemptRoom(m: EntityManager, limits: AttemptLimit[], now = new Date(), inserted: 0 | 1 = 0): Promise<void> {
  const driver = m.dataSource.driver;
  const createdAt = m.getRepository(PaymentAttemptEntity).metadata.findColumnWithPropertyName('createdAt')!;
  for (const { where, limit, message } of limits) {
    // The limit-th newest attempt of the hour (besides the new one): while there is one, the limit is reached. Its
    // values bound, without the query builder (it runs twice for each online order).
    const values: unknown[] = [];
    const bind = binder(m, values);
    const [column, id] = 'orderId' in where ? ['order_id', where.orderId] : ['user_id', where.userId];
    const since = driver.preparePersistentValue(new Date(now.getTime() - ATTEMPT_WINDOW_MS), createdAt);
    const [nth] = await m.query<{ created_at: unknown }[]>(
      `SELECT created_at FROM payment_attempts WHERE ${column} = ${bind(id)} AND created_at > ${bind(since)}
       ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ${bind(limit - 1 + inserted)}`,
      values,
    );
    if (!nth) continue;
    const at = driver.prepareHydratedValue(nth.created_at, createdAt) as Date;
    const retryAfter = Math.max(1, Math.ceil((at.getTime() + ATTEMPT_WINDOW_MS - now.getTime()) / 1000));
    throw tooManyRequests(retryAfter, message(inWords(retryAfter)));
  }
}

/** 'in 42 seconds', 'in 1 minute', 'in 17 minutes'. */
export function inWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Work run one at a time per key in this process (a shopper's attempts being opened); keys leave when idle. */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const mine = before.then(work);
    const tail = mine.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return mine;
  }
}
