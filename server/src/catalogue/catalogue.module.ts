import { Module } from '@nestjs/common';
import { RESPONSE_CACHE_KEY, type ResponseCacheKey } from '../graphql/response-cache.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueService } from './catalogue.service.js';

/** The static catalogue file: in memory, at /products.json and through GraphQL. */
@Module({
  controllers: [CatalogueController],
  providers: [
    CatalogueService,
    CatalogueResolver,
    // Kept catalogue answers are keyed by the file's version: a changed file is never answered from an old one.
    { provide: RESPONSE_CACHE_KEY, inject: [CatalogueService], useFactory: (c: CatalogueService): ResponseCacheKey => () => c.catalogue.version },
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
