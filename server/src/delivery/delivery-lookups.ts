import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { DeliveryService } from './delivery.service.js';
import { type DeliveryPromiseAnswer, toDeliveryPromiseAnswer } from './delivery.view.js';

/**
 * How long a promise may be kept: the promise moves at the 14:00 cut-off and at midnight, so a
 * minute old is the most it may be. The same as DeliveryPromise's @cacheControl hint in schema.graphql.
 */
export const DELIVERY_PROMISE_MAX_AGE_SECONDS = 60;

/** The public lookup of both surfaces: counted per client address, then answered from memory. */
@Injectable()
export class DeliveryLookups {
  constructor(
    private readonly delivery: DeliveryService,
    private readonly rateLimit: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async promise(ctx: RequestContext, pincode: string): Promise<DeliveryPromiseAnswer> {
    await this.rateLimit.consume([{ key: `pincode:ip:${ctx.ip}`, limit: this.config.delivery.lookupsPerAddress }]);
    return toDeliveryPromiseAnswer(this.delivery.promise(pincode));
  }
}
