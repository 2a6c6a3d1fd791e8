import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { DeliveryLookups } from './delivery-lookups.js';
import { DeliveryController } from './delivery.controller.js';
import { DeliveryResolver } from './delivery.resolver.js';
import { DeliveryService } from './delivery.service.js';
import { PincodeOverrideEntity } from './pincode-override.entity.js';

/** The delivery promise by pincode (DECISIONS 13): the pincode directory, tiers, holidays and the operator's overrides. */
@Module({
  imports: [TypeOrmModule.forFeature([PincodeOverrideEntity]), RateLimitModule],
  controllers: [DeliveryController],
  providers: [DeliveryService, DeliveryLookups, DeliveryResolver],
  exports: [DeliveryService],
})
export class DeliveryModule {}
