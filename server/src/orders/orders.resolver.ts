import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '../common/actor.js';
import type { CreateOrderInput, OrderStatus } from '../generated/graphql.js';
import { toOrderView } from './order.view.js';
import { OrdersService, type PlacedOrder } from './orders.service.js';

const view = (p: PlacedOrder) => toOrderView(p.order, p.items);

@Resolver()
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Mutation('createOrder')
  async createOrder(@Ctx() ctx: RequestContext, @Args('input') input: CreateOrderInput, @Args('idempotencyKey') idempotencyKey: string) {
    const { expectedTotal, ...rest } = input;
    return view(
      await this.orders.place(
        ctx,
        {
          items: rest.items,
          paymentMethod: rest.paymentMethod,
          contact: rest.contact as Record<string, unknown> | null | undefined,
          shippingAddress: rest.shippingAddress as Record<string, unknown> | null | undefined,
          expected: expectedTotal === undefined || expectedTotal === null ? null : { total: expectedTotal },
        },
        idempotencyKey,
      ),
    );
  }

  @Query('ordersByUser')
  async ordersByUser(@Ctx() ctx: RequestContext, @Args('userId') userId: string) {
    return (await this.orders.listForUser(ctx, userId)).map(view);
  }

  @Query('order')
  async order(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string) {
    return view(await this.orders.get(ctx, orderNumber));
  }

  @Mutation('cancelOrder')
  async cancelOrder(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string) {
    return view(await this.orders.cancel(ctx, orderNumber));
  }

  @Mutation('updateOrderStatus')
  async updateOrderStatus(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string, @Args('status') status: OrderStatus) {
    return view(await this.orders.updateStatus(ctx, orderNumber, status));
  }
}
