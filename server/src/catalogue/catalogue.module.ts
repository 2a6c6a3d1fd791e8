import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueService } from './catalogue.service.js';

/** The static catalogue file: in memory, at /products.json and through GraphQL. */
@Module({
  controllers: [CatalogueController],
  providers: [
    CatalogueService,
    CatalogueResolver,
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
