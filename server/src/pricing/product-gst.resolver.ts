import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Product } from '../catalogue/catalogue.js';
import { GstRates } from './gst-rates.js';

/** Product.gstRatePercent: what the product page says comes on top of the price, as the quote charges it. */
@Resolver('Product')
export class ProductGstResolver {
  constructor(private readonly rates: GstRates) {}

  @ResolveField('gstRatePercent')
  gstRatePercent(@Parent() product: Product): number {
    return this.rates.rateOfProduct(product);
  }
}
