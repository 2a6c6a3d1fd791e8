import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { requestLoader } from '../common/request-batch.js';
import type { OrderView } from '../orders/order.view.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { AdminReturnsArgs, MoveReturnInput, RequestExchangeInput, RequestReturnInput } from './dto/return.input.js';
import { ExchangesService } from './exchanges.service.js';
import { payoutDetailsOf } from './payout-details.js';
import { toGraphqlReturn, toReturnableLineView, toReturnView } from './return.view.js';
import { type ReturnRecord, ReturnsService } from './returns.service.js';

const RETURNS = Symbol('order returns');

/** requestReturn, requestExchange, moveReturn, adminReturns; and an order's returns and returnable lines wherever an order is answered. */
@Resolver('Order')
export class ReturnsResolver {
  constructor(
    private readonly returns: ReturnsService,
    private readonly exchanges: ExchangesService,
    private readonly reads: OrderReads,
  ) {}

  @Mutation('requestReturn')
  async requestReturn(@Ctx() ctx: RequestContext, @Args('input') input: RequestReturnInput) {
    return toGraphqlReturn(toReturnView(await this.returns.request(ctx, input.orderNumber, input)));
  }

  @Mutation('requestExchange')
  async requestExchange(@Ctx() ctx: RequestContext, @Args('input') input: RequestExchangeInput) {
    return toGraphqlReturn(toReturnView(await this.exchanges.request(ctx, input.orderNumber, input)));
  }

  @AdminOnly()
  @Mutation('moveReturn')
  async moveReturn(@Ctx() ctx: RequestContext, @Args('input') input: MoveReturnInput) {
    const moved = await this.returns.move(ctx, input.returnNumber, input.status, input);
    return toGraphqlReturn(toReturnView(moved, payoutDetailsOf(moved, this.returns)));
  }

  @AdminOnly()
  @Query('adminReturns')
  async adminReturns(@Args() args: AdminReturnsArgs) {
    const page = await this.returns.queue({ status: args.status, search: args.search }, args.page ?? 1, args.pageSize ?? 25);
    return { ...page, items: page.items.map((r) => toGraphqlReturn(toReturnView(r, payoutDetailsOf(r, this.returns)))) };
  }

  /** Loaded for all the orders of an answer at once. */
  private async recordsOf(ctx: RequestContext, order: OrderView): Promise<ReturnRecord[]> {
    await this.reads.assertMayRead(ctx, order);
    return requestLoader(ctx.req, RETURNS, (ids: string[]) => this.returns.recordsOfOrders(ids), (): ReturnRecord[] => []).load(order.id);
  }

  @ResolveField('returns')
  async orderReturns(@Ctx() ctx: RequestContext, @Parent() order: OrderView) {
    return (await this.recordsOf(ctx, order)).map((r) => toGraphqlReturn(toReturnView(r)));
  }

  @ResolveField('returnableLines')
  async returnableLines(@Ctx() ctx: RequestContext, @Parent() order: OrderView) {
    const records = await this.recordsOf(ctx, order);
    if (order.status !== 'DELIVERED' || !order.deliveredAt) return [];
    const rows = await this.reads.returnViewOf(undefined, order.orderNumber);
    return rows ? (await this.returns.returnableLines(rows, records)).map(toReturnableLineView) : [];
  }
}

/** A product's own returns policy (the product page says it). */
@Resolver('Product')
export class ProductReturnPolicyResolver {
  constructor(private readonly returns: ReturnsService) {}

  @ResolveField('returnPolicy')
  returnPolicy(@Parent() product: { id: string }) {
    return this.returns.policyOfItem(product.id).text;
  }
}

/** The same policy beside a product's stock, which the product page asks for anyway. */
@Resolver('ProductStock')
export class StockReturnPolicyResolver {
  constructor(private readonly returns: ReturnsService) {}

  @ResolveField('returnPolicy')
  returnPolicy(@Parent() stock: { productId: string }) {
    return this.returns.policyOfItem(stock.productId).text;
  }
}
