import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { PricingService } from './pricing.service.js';

/** Money: lines priced from the catalogue, tax, the COD rules, the cart's quote (told what is left by its caller). */
@Module({
  imports: [CatalogueModule],
  providers: [PricingService],
  exports: [PricingService],
})
export class PricingModule {}
