import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { VERSIONED_TYPES, type VersionedTypes } from '../graphql/response-cache.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { catalogueAnswersVersion, GstRates } from './gst-rates.js';
import { PricingService } from './pricing.service.js';
import { ProductGstResolver } from './product-gst.resolver.js';

/** Money: lines priced from the catalogue, GST by category (the HSN map), the COD rules, the cart's quote (told what is left by its caller). */
@Module({
  imports: [CatalogueModule],
  providers: [
    PricingService,
    ProductGstResolver,
    { provide: GstRates, useFactory: (config: AppConfig) => GstRates.load(config.gstRatesFile), inject: [APP_CONFIG] },
    // Kept catalogue answers and their ETags follow the catalogue file's version and, since each
    // product says its GST rate (ProductGstResolver), the rates file's: neither changed file is
    // ever answered from an old one.
    {
      provide: VERSIONED_TYPES,
      inject: [CatalogueService, GstRates],
      useFactory: (c: CatalogueService, rates: GstRates): VersionedTypes => ({ types: new Set(['Catalogue', 'Product', 'PriceRange']), version: () => catalogueAnswersVersion(c.catalogue.version, rates) }),
    },
  ],
  exports: [PricingService],
})
export class PricingModule {}
