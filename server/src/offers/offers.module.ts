import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminOffersResolver } from './admin-offers.resolver.js';
import { OffersResolver } from './offers.resolver.js';
import { OfferRedemptionEntity } from './offer-redemption.entity.js';
import { OfferEntity } from './offer.entity.js';
import { OffersService } from './offers.service.js';

/** Offers with codes: whether a code applies (for pricing), its redemption in an order's transaction, the admin's list and changes. */
@Module({
  imports: [TypeOrmModule.forFeature([OfferEntity, OfferRedemptionEntity])],
  providers: [OffersService, AdminOffersResolver, OffersResolver],
  exports: [OffersService],
})
export class OffersModule {}
