import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { Counters, MemoryCounterStore } from './counters.js';
import { RedisCounterStore } from './redis-counter-store.js';

/** A fixed-window counter per key. With REDIS_URL every instance counts together. */
@Injectable()
export class RateLimitService extends Counters implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(
      config.redisUrl ? new RedisCounterStore(config.redisUrl, config.redisKeyPrefix) : new MemoryCounterStore(),
      config.rateLimits.windowSeconds,
    );
  }

  async onApplicationShutdown() {
    await this.close();
  }
}
