import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/actor.js';
import { CatalogueService } from './catalogue.service.js';

@Resolver()
export class CatalogueResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Query('catalogue')
  catalogueQuery() {
    return this.catalogue.catalogue;
  }

  @Public()
  @Query('product')
  product(@Args('id') id: string) {
    return this.catalogue.product(id) ?? null;
  }
}
