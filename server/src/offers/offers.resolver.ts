import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/actor.js';
import { offerAmountView, offerTerms } from './offer-rules.js';
import { OffersService } from './offers.service.js';

/** The home page shows at most this many offers (spec point 3). */
export const OFFERS_SHOWN = 4;

/** The offers running now, for everyone (the home page's cards): a public read, kept 60 s by its hint. */
@Resolver()
export class OffersResolver {
  constructor(private readonly offers: OffersService) {}

  @Public()
  @Query('offers')
  async runningOffers() {
    return (await this.offers.running(new Date(), OFFERS_SHOWN)).map((o) => ({
      code: o.code,
      title: o.title,
      ...offerAmountView(o),
      terms: offerTerms(o),
      validUntil: o.validUntil?.toISOString() ?? null,
    }));
  }
}
