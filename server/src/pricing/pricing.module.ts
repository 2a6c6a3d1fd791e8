import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { GstRates } from './gst-rates.js';
import { PricingService } from './pricing.service.js';

/** Money: lines priced from the catalogue, GST by category (the HSN map), the COD rules, the cart's quote (told what is left by its caller). */
@Module({
  imports: [CatalogueModule],
  providers: [PricingService, { provide: GstRates, useFactory: (config: AppConfig) => GstRates.load(config.gstRatesFile), inject: [APP_CONFIG] }],
  exports: [PricingService],
})
export class PricingModule {}
