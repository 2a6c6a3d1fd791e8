import { Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service.js';

/** Fixed-window counters per key, in memory or shared through Redis. */
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
