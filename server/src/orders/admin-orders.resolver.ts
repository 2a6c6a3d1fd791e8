import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { requestLoader } from '../common/request-batch.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminOrdersArgs } from './dto/admin-orders.args.js';
import type { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { toOrderView, type OrderView } from './order.view.js';
import { OrderReads } from './order-reads.service.js';

const HISTORY = Symbol('order history');

/** adminOrders, and an order's history wherever an order is answered. */
@Resolver('Order')
export class AdminOrdersResolver {
  constructor(
    private readonly admin: AdminOrdersService,
    private readonly reads: OrderReads,
  ) {}

  @AdminOnly()
  @Query('adminOrders')
  async adminOrders(@Ctx() ctx: RequestContext, @Args() args: AdminOrdersArgs) {
    const found = await this.admin.list(args.filter, args.page ?? 1, args.pageSize ?? 25);
    return { items: found.orders.map(toOrderView), total: found.total, page: found.page, pageSize: found.pageSize };
  }

  /** Loaded for all the orders of an answer at once (one query per answer, not per order). */
  @ResolveField('history')
  async history(@Ctx() ctx: RequestContext, @Parent() order: OrderView) {
    await this.reads.assertMayRead(ctx, order);
    const batch = requestLoader(
      ctx.req,
      HISTORY,
      (ids: string[]) => this.admin.historyOf(ids),
      (): OrderStatusChangeEntity[] => [],
    );
    const rows = await batch.load(order.id);
    return rows.map((r) => ({ from: r.fromStatus?.toUpperCase() ?? null, to: r.toStatus.toUpperCase(), actor: r.actor, reason: r.reason, at: r.at.toISOString() }));
  }
}
