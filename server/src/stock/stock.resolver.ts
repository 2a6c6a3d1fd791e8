import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, Ctx, Public, type RequestContext } from '../common/actor.js';
import { AdjustStockInput, SetStockInput, StockLevelsArgs, StockMovementsArgs } from './dto/stock-admin.args.js';
import { StockArgs } from './dto/stock.args.js';
import { StockAdminService } from './stock-admin.service.js';
import { toStockLevelView, toStockMovementView } from './stock.view.js';
import { StockService } from './stock.service.js';

@Resolver()
export class StockResolver {
  constructor(
    private readonly stock: StockService,
    private readonly admin: StockAdminService,
  ) {}

  @Public()
  @Query('stock')
  stockQuery(@Args() args: StockArgs) {
    return this.stock.ofProducts(args.productIds);
  }

  @AdminOnly()
  @Query('stockLevels')
  async stockLevels(@Args() args: StockLevelsArgs) {
    const page = await this.admin.levels(args.filter, args.page ?? 1, args.pageSize ?? 25);
    return { ...page, items: page.items.map(toStockLevelView) };
  }

  @AdminOnly()
  @Query('stockMovements')
  async stockMovements(@Args() args: StockMovementsArgs) {
    return (await this.admin.movements(args.productId, args.size, args.limit ?? 50)).map(toStockMovementView);
  }

  @AdminOnly()
  @Mutation('setStock')
  async setStock(@Ctx() ctx: RequestContext, @Args('input') input: SetStockInput) {
    return toStockLevelView(await this.admin.set(ctx, input, input.note));
  }

  @AdminOnly()
  @Mutation('adjustStock')
  async adjustStock(@Ctx() ctx: RequestContext, @Args('input') input: AdjustStockInput) {
    return toStockLevelView(await this.admin.adjust(ctx, { productId: input.productId, size: input.size, delta: input.delta, reason: input.reasonOf() }, input.note));
  }
}
