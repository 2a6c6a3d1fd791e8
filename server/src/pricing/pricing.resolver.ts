import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/actor.js';
import { QuoteCartArgs } from './dto/quote-cart.args.js';
import { PricingService } from './pricing.service.js';

@Resolver()
export class PricingResolver {
  constructor(private readonly pricing: PricingService) {}

  @Public()
  @Query('quoteCart')
  quoteCart(@Args() args: QuoteCartArgs) {
    return this.pricing.quoteCart(args.lines, args.paymentMethod === 'COD');
  }
}
