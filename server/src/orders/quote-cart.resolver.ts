import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { text } from '../common/validation.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import { toDeliveryPromiseAnswer } from '../delivery/delivery.view.js';
import { OffersService } from '../offers/offers.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { StockService } from '../stock/stock.service.js';
import { QuoteCartArgs } from './dto/quote-cart.args.js';
import { OrderReads } from './order-reads.service.js';

/** The checkout's quote: here, above pricing, stock and offers, so that pricing is told what is left and what a code gives instead of asking. */
@Resolver()
export class QuoteCartResolver {
  constructor(
    private readonly pricing: PricingService,
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
    private readonly offers: OffersService,
    private readonly reads: OrderReads,
  ) {}

  @Public()
  @Query('quoteCart')
  async quoteCart(@Ctx() ctx: RequestContext, @Args() args: QuoteCartArgs) {
    const cod = args.paymentMethod === 'COD';
    const code = text(args.couponCode);
    // A signed-in shopper's first order and own uses are checked now; a visitor's when they order.
    const userId = ctx.actor?.userId ?? null;
    const coupon = code ? await this.offers.checkFor(code, userId, userId ? await this.reads.priorOrders(userId) : null, new Date()) : null;
    const quote = await this.pricing.quoteCart(args.lines, cod, (lines) => this.stock.availableOf(lines), coupon);
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
