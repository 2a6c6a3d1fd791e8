import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/actor.js';
import { PricingService } from '../pricing/pricing.service.js';
import { StockService } from '../stock/stock.service.js';
import { QuoteCartArgs } from './dto/quote-cart.args.js';

/** The checkout's quote: here, above both pricing and stock, so that pricing is told what is left instead of asking stock. */
@Resolver()
export class QuoteCartResolver {
  constructor(
    private readonly pricing: PricingService,
    private readonly stock: StockService,
  ) {}

  @Public()
  @Query('quoteCart')
  quoteCart(@Args() args: QuoteCartArgs) {
    return this.pricing.quoteCart(args.lines, args.paymentMethod === 'COD', (lines) => this.stock.availableOf(lines));
  }
}
