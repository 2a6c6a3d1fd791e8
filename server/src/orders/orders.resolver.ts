import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { COURIERS, toCourierView } from './couriers.js';
import { CreateOrderInput } from './dto/create-order.input.js';
import { UpdateOrderStatusArgs } from './dto/update-order-status.args.js';
import { toOrderView } from './order.view.js';
import { OrdersService } from './orders.service.js';
import { OrderReads } from './order-reads.service.js';

@Resolver()
export class OrdersResolver {
  constructor(private readonly orders: OrdersService,
    private readonly reads: OrderReads) {}

  @Mutation('createOrder')
  async createOrder(@Ctx() ctx: RequestContext, @Args('input') input: CreateOrderInput, @Args('idempotencyKey') idempotencyKey: string) {
    return toOrderView(await this.orders.place(ctx, input.toCommand(), idempotencyKey));
  }

  @Query('ordersByUser')
  async ordersByUser(@Ctx() ctx: RequestContext, @Args('userId') userId: string) {
    return (await this.reads.listForUser(ctx, userId)).map(toOrderView);
  }

  @Query('order')
  async order(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string) {
    return toOrderView(await this.reads.get(ctx, orderNumber));
  }

  @Query('orderInvoice')
  async orderInvoice(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string) {
    return this.reads.invoice(ctx, orderNumber);
  }

  @Mutation('cancelOrder')
  async cancelOrder(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string) {
    return toOrderView(await this.orders.cancel(ctx, orderNumber));
  }

  @AdminOnly()
  @Mutation('updateOrderStatus')
  async updateOrderStatus(@Ctx() ctx: RequestContext, @Args() args: UpdateOrderStatusArgs) {
    return toOrderView(await this.orders.updateStatus(ctx, args.orderNumber, args.status, args.details()));
  }

  @AdminOnly()
  @Query('couriers')
  couriers() {
    return COURIERS.map(toCourierView);
  }
}
