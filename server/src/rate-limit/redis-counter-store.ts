import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { Count, CounterStore } from './counters.js';

/** DECR only a key that exists: a DECR on a missing key would create one with no expiry. */
const UNDO = "local n = tonumber(redis.call('GET', KEYS[1])) if n and n > 0 then return redis.call('DECR', KEYS[1]) end return 0";

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

  async hit(key: string, windowSeconds: number): Promise<Count> {
    try {
      const k = this.key(key);
      const results = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { count, resetIn: ttl > 0 ? ttl : windowSeconds };
    } catch (error) {
      this.unavailable(error);
      return { count: 0, resetIn: windowSeconds };
    }
  }

  async undo(key: string) {
    await this.redis.eval(UNDO, 1, this.key(key)).catch((error: unknown) => this.unavailable(error));
  }

  async reset(key: string) {
    await this.redis.del(this.key(key)).catch((error: unknown) => this.unavailable(error));
  }

  async peek(key: string) {
    try {
      return Number((await this.redis.get(this.key(key))) ?? 0);
    } catch (error) {
      this.unavailable(error);
      return 0;
    }
  }

  async mark(key: string, seconds: number) {
    await this.redis.set(this.key(key), '1', 'EX', seconds).catch((error: unknown) => this.unavailable(error));
  }

  private key(key: string) {
    return `${this.prefix}rl:${key}`;
  }

  private unavailable(error: unknown) {
    this.warnOnce(`rate limit not counted, Redis unavailable: ${(error as Error).message}`);
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
