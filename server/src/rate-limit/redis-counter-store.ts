import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { CounterStore } from './rate-limit.service.js';

/**
 * Counters shared by every instance: INCR, and EXPIRE only when the key is new, in one
 * round trip. When Redis cannot be reached the limit is not enforced (the shop keeps
 * selling) and the outage is logged.
 */
export class RedisCounterStore implements CounterStore {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private warned = 0;

  constructor(url: string, private readonly prefix: string) {
    // Loaded here, not at start: a shop without REDIS_URL never loads ioredis (~100 ms of a start).
    const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000, lazyConnect: false });
    this.redis.on('error', (e) => this.warnOnce(`Redis error: ${e.message}`));
  }

  async hit(key: string, windowSeconds: number) {
    try {
      const k = `${this.prefix}rl:${key}`;
      const results = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { count, resetIn: ttl > 0 ? ttl : windowSeconds };
    } catch (error) {
      this.warnOnce(`rate limit not counted, Redis unavailable: ${(error as Error).message}`);
      return { count: 0, resetIn: windowSeconds };
    }
  }

  private warnOnce(message: string) {
    const now = Date.now();
    if (now - this.warned > 10_000) {
      this.warned = now;
      this.logger.warn(message);
    }
  }

  async close() {
    this.redis.disconnect();
  }
}
