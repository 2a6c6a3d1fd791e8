import { tooManyRequests } from '../common/app-error.js';

export interface Count {
  count: number;
  /** Seconds until the counter's window ends. */
  resetIn: number;
}

/** Where counters live: this process's memory, or Redis shared by every instance. */
export interface CounterStore {
  /** Adds one to the counter of `key` in its current window; answers the new count and the seconds left. */
  hit(key: string, windowSeconds: number): Promise<Count>;
  /** Takes one back from a counter that still exists (never starts one, never goes below 0). */
  undo(key: string): Promise<void>;
  /** Forgets the counter. */
  reset(key: string): Promise<void>;
  /** The counter's count, 0 when it has none or its window is over. */
  peek(key: string): Promise<number>;
  /** Sets a counter to 1 for the next `seconds`, however long it had left: a mark that each use renews. */
  mark(key: string, seconds: number): Promise<void>;
  close(): Promise<void>;
}

/** Sweeping is a pass over every counter: at most this often, however many keys arrive. */
const SWEEP_EVERY_MS = 60_000;

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  async hit(key: string, windowSeconds: number) {
    const now = Date.now();
    let w = this.live(key, now);
    if (!w) {
      if (this.windows.size > 100_000 && now - this.lastSweep > SWEEP_EVERY_MS) this.sweep(now);
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetIn: Math.ceil((w.resetAt - now) / 1000) };
  }

  async undo(key: string) {
    const w = this.live(key, Date.now());
    if (w && w.count > 0) w.count -= 1;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async peek(key: string) {
    return this.live(key, Date.now())?.count ?? 0;
  }

  async mark(key: string, seconds: number) {
    this.windows.set(key, { count: 1, resetAt: Date.now() + seconds * 1000 });
  }

  private live(key: string, now: number) {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  }

  private sweep(now: number) {
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }

  async close() {}
}

/** Fixed-window counters over a store, by lists of keys. */
export class Counters {
  constructor(
    private readonly store: CounterStore,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one attempt against each key; throws TOO_MANY_REQUESTS when any is over its limit. */
  async consume(limits: { key: string; limit: number }[]): Promise<void> {
    const counts = await this.hit(limits.map((l) => l.key));
    refuseOver(counts, limits.map((l) => l.limit));
  }

  /** Counts one attempt against each key (in the rate limits' window unless told) and answers the counts. */
  hit(keys: string[], windowSeconds = this.windowSeconds): Promise<Count[]> {
    return Promise.all(keys.map((k) => this.store.hit(k, windowSeconds)));
  }

  async undo(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => this.store.undo(k)));
  }

  async reset(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => this.store.reset(k)));
  }

  peek(key: string): Promise<number> {
    return this.store.peek(key);
  }

  mark(key: string, seconds: number): Promise<void> {
    return this.store.mark(key, seconds);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** Throws TOO_MANY_REQUESTS, retry after the longest wait, when a count is over its limit. */
export function refuseOver(counts: Count[], limits: number[]): void {
  const over = counts.filter((c, i) => c.count > limits[i]);
  if (over.length) throw tooManyRequests(Math.max(...over.map((c) => c.resetIn)));
}
