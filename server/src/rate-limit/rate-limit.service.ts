import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { tooManyRequests } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { RedisCounterStore } from './redis-counter-store.js';

/** Where counters live: this process's memory, or Redis shared by every instance. */
export interface CounterStore {
  /** Adds one to the counter of `key` in its current window; answers the new count and the seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetIn: number }>;
  close(): Promise<void>;
}

class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowSeconds: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetIn: Math.ceil((w.resetAt - now) / 1000) };
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }

  async close() {}
}

/** A fixed-window counter per key. With REDIS_URL every instance counts together. */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly store: CounterStore;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.store = config.redisUrl ? new RedisCounterStore(config.redisUrl, config.redisKeyPrefix) : new MemoryCounterStore();
  }

  /** Counts one attempt against each key; throws TOO_MANY_REQUESTS when any is over its limit. */
  async consume(limits: { key: string; limit: number }[]): Promise<void> {
    const windowSeconds = this.config.rateLimits.windowSeconds;
    const results = await Promise.all(limits.map((l) => this.store.hit(l.key, windowSeconds)));
    const over = results.map((r, i) => ({ ...r, limit: limits[i].limit })).filter((r) => r.count > r.limit);
    if (over.length) throw tooManyRequests(Math.max(...over.map((r) => r.resetIn)));
  }

  async onApplicationShutdown() {
    await this.store.close();
  }
}
