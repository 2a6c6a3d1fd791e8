import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/actor.js';
import type { CartLineInput, PaymentMethod } from '../generated/graphql.js';
import { priceLines } from '../orders/pricing.js';
import { CatalogueService } from './catalogue.service.js';
import { COD_MINIMUM_MESSAGE, toRupees } from '../common/money.js';

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

  @Public()
  @Query('quoteCart')
  quoteCart(@Args('lines') lines: CartLineInput[], @Args('paymentMethod') paymentMethod?: PaymentMethod | null) {
    const cod = paymentMethod === 'COD';
    const quote = priceLines(this.catalogue.catalogue, lines, cod);
    const t = quote.totals;
    return {
      lines: quote.lines.map((l) => ({
        ...l,
        unitPrice: l.unitPrice === null ? null : toRupees(l.unitPrice),
        lineTotal: l.lineTotal === null ? null : toRupees(l.lineTotal),
      })),
      subtotal: toRupees(t.subtotal),
      tax: toRupees(t.tax),
      shipping: toRupees(t.shipping),
      codCharge: toRupees(t.codCharge),
      codAvailable: t.codAvailable,
      codMessage: t.codAvailable ? null : COD_MINIMUM_MESSAGE,
      total: toRupees(t.total),
      itemCount: quote.itemCount,
      orderable: quote.complete && (!cod || t.codAvailable),
    };
  }
}
