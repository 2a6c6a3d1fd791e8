import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { DeliveryLookups } from './delivery-lookups.js';

@Resolver()
export class DeliveryResolver {
  constructor(private readonly lookups: DeliveryLookups) {}

  @Public()
  @Query('deliveryPromise')
  deliveryPromise(@Ctx() ctx: RequestContext, @Args('pincode') pincode: string) {
    return this.lookups.promise(ctx, pincode);
  }
}
