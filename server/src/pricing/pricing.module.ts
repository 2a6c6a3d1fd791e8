import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { PricingResolver } from './pricing.resolver.js';
import { PricingService } from './pricing.service.js';

/** Money: lines priced from the catalogue, tax, the COD rules, the cart's quote. */
@Module({
  imports: [CatalogueModule],
  providers: [PricingService, PricingResolver],
  exports: [PricingService],
})
export class PricingModule {}
