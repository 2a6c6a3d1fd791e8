import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { toOrderView } from '../orders/order.view.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { AdminPaymentsService, type AttemptView } from './admin-payments.service.js';
import { AdminPaymentsArgs, ConfirmPaymentInput } from './dto/payment.input.js';
import { RefundPaymentInput } from './dto/refund.input.js';
import { PaymentsService } from './payments.service.js';
import { orderRefundsView, refundView } from './refund.view.js';
import { StaffRefundsService } from './staff-refunds.service.js';

@Resolver()
export class PaymentsResolver {
  constructor(
    private readonly payments: PaymentsService,
    private readonly reads: OrderReads,
    private readonly admin: AdminPaymentsService,
    private readonly refunds: StaffRefundsService,
  ) {}

  @Mutation('retryPayment')
  async retryPayment(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string) {
    const checkout = await this.payments.retry(ctx, orderNumber);
    return toOrderView({
      ...(await this.reads.get(ctx, orderNumber)),
      checkout,
    });
  }

  @Mutation('confirmPayment')
  async confirmPayment(@Ctx() ctx: RequestContext, @Args('input') input: ConfirmPaymentInput) {
    await this.payments.confirm(ctx, input.orderNumber, input);
    return toOrderView(await this.reads.get(ctx, input.orderNumber));
  }

  @Mutation('refreshPayment')
  async refreshPayment(@Ctx() ctx: RequestContext, @Args('orderNumber') orderNumber: string) {
    await this.payments.refresh(ctx, orderNumber);
    return toOrderView(await this.reads.get(ctx, orderNumber));
  }

  @AdminOnly()
  @Query('adminPayments')
  adminPayments(@Args() args: AdminPaymentsArgs) {
    return this.admin.list(
      {
        search: args.search ?? null,
        status: args.status ? (args.status.toLowerCase() as AttemptView) : null,
        flagged: args.flagged === true,
      },
      args.page ?? 1,
      args.pageSize ?? 25,
    );
  }

  @AdminOnly()
  @Query('adminRefunds')
  async adminRefunds(@Args('orderNumber') orderNumber: string) {
    return orderRefundsView(await this.refunds.refundsOf(orderNumber));
  }

  @AdminOnly()
  @Mutation('refundPayment')
  async refundPayment(@Ctx() ctx: RequestContext, @Args('input') input: RefundPaymentInput) {
    const made = await this.refunds.refund(ctx, input.orderNumber, input.toRequest());
    return { refund: refundView(made.refund), refunds: orderRefundsView(made.refunds), order: toOrderView(await this.reads.get(ctx, input.orderNumber)) };
  }
}
