import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { StockModule } from '../stock/stock.module.js';
import { PricingResolver } from './pricing.resolver.js';
import { PricingService } from './pricing.service.js';

/** Money: lines priced from the catalogue, tax, the COD rules, the cart's quote (with what is left in stock). */
@Module({
  imports: [CatalogueModule, StockModule],
  providers: [PricingService, PricingResolver],
  exports: [PricingService],
})
export class PricingModule {}
