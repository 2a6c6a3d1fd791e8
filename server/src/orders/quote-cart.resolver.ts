import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/actor.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import { toDeliveryPromiseAnswer } from '../delivery/delivery.view.js';
import { PricingService } from '../pricing/pricing.service.js';
import { StockService } from '../stock/stock.service.js';
import { QuoteCartArgs } from './dto/quote-cart.args.js';

/** The checkout's quote: here, above both pricing and stock, so that pricing is told what is left instead of asking stock. */
@Resolver()
export class QuoteCartResolver {
  constructor(
    private readonly pricing: PricingService,
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
  ) {}

  @Public()
  @Query('quoteCart')
  async quoteCart(@Args() args: QuoteCartArgs) {
    const cod = args.paymentMethod === 'COD';
    const quote = await this.pricing.quoteCart(args.lines, cod, (lines) => this.stock.availableOf(lines));
    if (!args.pincode) return { ...quote, delivery: null };
    // The pincode's promise, and what it says of COD: a quote for a pincode without it offers no COD.
    const delivery = this.delivery.promise(args.pincode);
    const codAvailable = quote.codAvailable && delivery.codAvailable;
    return {
      ...quote,
      codAvailable,
      codMessage: quote.codMessage ?? (delivery.codAvailable ? null : delivery.codMessage),
      orderable: quote.orderable && delivery.serviceable && (!cod || codAvailable),
      delivery: toDeliveryPromiseAnswer(delivery),
    };
  }
}
