import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IsBoolean } from 'class-validator';
import { AdminOnly } from '../common/actor.js';
import { IsText } from '../common/validation.js';
import { toRupees } from '../pricing/money.js';
import { daysOf, offerAmountView } from './offer-rules.js';
import type { OfferEntity } from './offer.entity.js';
import { dayName, OfferInput } from './dto/offer.input.js';
import { OffersService } from './offers.service.js';

class OfferIdArgs {
  @IsText() id: string;
}

class SetOfferActiveArgs extends OfferIdArgs {
  @IsBoolean() active: boolean;
}

/** An offer as the admin console shows it (money in rupees, enums upper-case). */
export const toAdminOfferView = (o: OfferEntity & { timesUsed: number }) => ({
  id: o.id,
  code: o.code,
  title: o.title,
  ...offerAmountView(o),
  minSubtotal: toRupees(o.minSubtotalPaise),
  firstOrderOnly: o.firstOrderOnly,
  daysOfWeek: daysOf(o.daysOfWeek)?.map(dayName) ?? null,
  validFrom: o.validFrom?.toISOString() ?? null,
  validUntil: o.validUntil?.toISOString() ?? null,
  active: o.active,
  usageLimit: o.usageLimit,
  perCustomerLimit: o.perCustomerLimit,
  timesUsed: o.timesUsed,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});

/** The admin console's offers: list, create, edit, deactivate (DECISIONS 19); the role is checked by the guard on every call. */
@Resolver()
export class AdminOffersResolver {
  constructor(private readonly offers: OffersService) {}

  @AdminOnly()
  @Query('adminOffers')
  async adminOffers() {
    return (await this.offers.list()).map(toAdminOfferView);
  }

  @AdminOnly()
  @Mutation('createOffer')
  async createOffer(@Args('input') input: OfferInput) {
    return toAdminOfferView(await this.offers.create(input.toFields()));
  }

  @AdminOnly()
  @Mutation('updateOffer')
  async updateOffer(@Args('id') id: string, @Args('input') input: OfferInput) {
    return toAdminOfferView(await this.offers.update(id, input.toFields()));
  }

  @AdminOnly()
  @Mutation('setOfferActive')
  async setOfferActive(@Args() { id, active }: SetOfferActiveArgs) {
    return toAdminOfferView(await this.offers.update(id, { active }));
  }
}
