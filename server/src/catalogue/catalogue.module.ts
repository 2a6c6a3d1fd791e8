import { Module } from '@nestjs/common';
import { VERSIONED_TYPES, type VersionedTypes } from '../graphql/response-cache.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueService } from './catalogue.service.js';

/** The static catalogue file: in memory, at /products.json and through GraphQL. */
@Module({
  controllers: [CatalogueController],
  providers: [
    CatalogueService,
    CatalogueResolver,
    // Kept catalogue answers and their ETags follow the file's version: a changed file is never answered from an old one.
    {
      provide: VERSIONED_TYPES,
      inject: [CatalogueService],
      useFactory: (c: CatalogueService): VersionedTypes => ({ types: new Set(['Catalogue', 'Product', 'PriceRange']), version: () => c.catalogue.version }),
    },
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
