import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '../common/actor.js';
import { MergeWishlistArgs, StockAlertArgs, WishlistProductArgs } from './dto/wishlist.args.js';
import { StockAlertsService } from './stock-alerts.service.js';
import { WishlistService } from './wishlist.service.js';

@Resolver()
export class WishlistResolver {
  constructor(
    private readonly wishlist: WishlistService,
    private readonly alerts: StockAlertsService,
  ) {}

  @Query('wishlist')
  list(@Ctx() ctx: RequestContext) {
    return this.wishlist.list(ctx);
  }

  @Mutation('addToWishlist')
  add(@Ctx() ctx: RequestContext, @Args() args: WishlistProductArgs) {
    return this.wishlist.add(ctx, args.productId);
  }

  @Mutation('removeFromWishlist')
  remove(@Ctx() ctx: RequestContext, @Args() args: WishlistProductArgs) {
    return this.wishlist.remove(ctx, args.productId);
  }

  @Mutation('mergeWishlist')
  merge(@Ctx() ctx: RequestContext, @Args() args: MergeWishlistArgs) {
    return this.wishlist.merge(ctx, args.productIds);
  }

  @Query('stockAlerts')
  stockAlerts(@Ctx() ctx: RequestContext) {
    return this.alerts.mine(ctx);
  }

  @Mutation('requestStockAlert')
  requestStockAlert(@Ctx() ctx: RequestContext, @Args() args: StockAlertArgs) {
    return this.alerts.request(ctx, args.productId, args.size);
  }

  @Mutation('cancelStockAlert')
  cancelStockAlert(@Ctx() ctx: RequestContext, @Args() args: StockAlertArgs) {
    return this.alerts.cancel(ctx, args.productId, args.size);
  }
}
