import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { AdminReturnsQuery, MoveReturnBody, RequestExchangeBody, RequestReturnBody } from './dto/return.input.js';
import { ExchangesService } from './exchanges.service.js';
import { payoutDetailsOf } from './payout-details.js';
import { RestOrderReturns, ReturnAnswer, RestReturnPage, toReturnableLineView, toReturnView } from './return.view.js';
import { ReturnsService } from './returns.service.js';

/** Returns on REST: the shopper's (an order's returnable lines and returns, a new return) and the staff's queue and moves. */
@ApiTags('Returns')
@Controller('api')
export class ReturnsController {
  constructor(
    private readonly returns: ReturnsService,
    private readonly exchanges: ExchangesService,
  ) {}

  @ApiOperation({ operationId: 'listOrderReturns', summary: "An order's lines as they may be returned now (windows, policy, units left) and its returns" })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiOkResponse({ type: RestOrderReturns })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], {
    BAD_USER_INPUT: 'the path holds a NUL character',
    FORBIDDEN: "another user's order (admins may read any)",
    NOT_FOUND: 'no order has that number',
  })
  @Get('orders/:orderNumber/returns')
  async ofOrder(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string): Promise<RestOrderReturns> {
    const found = await this.returns.ofOrder(ctx, orderNumber);
    return { lines: found.lines.map(toReturnableLineView), returns: found.returns.map((r) => toReturnView(r)) };
  }

  @ApiOperation({
    operationId: 'requestReturn',
    summary: "Return lines of your delivered order: which, how many, why; a Cash on Delivery order's refund needs a UPI ID or bank account",
    description:
      'Windows count from the delivery day (India): 30 days, 15 for sale items, 60 for a defective item (also for goods otherwise not returnable: innerwear, socks, hair accessories). No line may come back beyond what was bought less what earlier returns (not rejected) asked. The order\'s history records it.',
  })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiCreatedResponse({ type: ReturnAnswer, description: 'The return, requested' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'], {
    BAD_USER_INPUT: 'no lines, a line the order does not have, a line not returnable or past its window, a missing or malformed UPI ID or bank account (COD), a refund account for an order paid online',
    FORBIDDEN: "another user's order",
    NOT_FOUND: 'no order has that number',
    CONFLICT: 'the order is not delivered, or is a replacement sent in an exchange; more units than are left to return',
  })
  @Post('orders/:orderNumber/returns')
  @HttpCode(201)
  async request(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string, @Body() body: RequestReturnBody): Promise<ReturnAnswer> {
    return { return: toReturnView(await this.returns.request(ctx, orderNumber, body)) };
  }

  @ApiOperation({
    operationId: 'requestExchange',
    summary: "Exchange lines of your delivered order for another size or colour in stock: which, how many, the size (and colour) wanted, why; a Cash on Delivery order needs a UPI ID or bank account for a refund should the size be gone",
    description:
      "Windows count from the delivery day (India): 15 days for a size exchange, 60 for a defective item, 7 for another colour. The wanted size must be another size of the product with enough units in stock now, or, with wantedProductId, a size of another colour of the item's style at the price paid (the line's exchangeColours). When the staff approve it, a replacement order is made at no charge (replacementOrderNumber); if the size is gone by then, the exchange becomes a refund (kind return, approved, becameRefund). The order's history records each move.",
  })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiCreatedResponse({ type: ReturnAnswer, description: 'The exchange, requested' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'], {
    BAD_USER_INPUT: 'no lines, a line the order does not have, not exchangeable or past its window, a wanted size the product does not come in or that is out of stock, a missing or malformed UPI ID or bank account (COD)',
    FORBIDDEN: "another user's order",
    NOT_FOUND: 'no order has that number',
    CONFLICT: 'the order is not delivered, or is a replacement sent in an exchange; more units than are left to return or exchange',
  })
  @Post('orders/:orderNumber/exchanges')
  @HttpCode(201)
  async requestExchange(@Ctx() ctx: RequestContext, @Param('orderNumber') orderNumber: string, @Body() body: RequestExchangeBody): Promise<ReturnAnswer> {
    return { return: toReturnView(await this.exchanges.request(ctx, orderNumber, body)) };
  }

  @ApiOperation({ operationId: 'listReturns', summary: 'Admins only: the returns queue, oldest first, by status and by text in the return or order number' })
  @ApiBearerAuth('bearer')
  @ApiOkResponse({ type: RestReturnPage })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], { BAD_USER_INPUT: 'an unknown status; a page or page size out of range', FORBIDDEN: 'anyone but an admin' })
  @AdminOnly()
  @Get('returns')
  async queue(@Query() query: AdminReturnsQuery): Promise<RestReturnPage> {
    const page = await this.returns.queue({ status: query.status ?? null, search: query.search ?? null }, Number(query.page ?? 1), Number(query.pageSize ?? 25));
    return { ...page, items: page.items.map((r) => toReturnView(r, payoutDetailsOf(r, this.returns))) };
  }

  @ApiOperation({
    operationId: 'moveReturn',
    summary: 'Admins only: move a return or an exchange: approved (an exchange: its replacement order, or a refund when the size is gone), picked_up, received (its units go back on sale), refunded, or rejected with a reason',
    description:
      "Legal moves only: requested -> approved -> picked_up -> received -> refunded; rejected from requested or approved. Refunded: a prepaid order's refund goes back through the payment provider (once, whoever asks again); a Cash on Delivery return needs the payout's reference.",
  })
  @ApiBearerAuth('bearer')
  @ApiParam({ name: 'returnNumber', description: 'The return number, RET-…' })
  @ApiOkResponse({ type: ReturnAnswer, description: 'The return as it now stands' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'], {
    BAD_USER_INPUT: "an unknown status; a rejection without a reason, or a reason for another move; a COD refund without the payout's reference",
    FORBIDDEN: 'anyone but an admin',
    NOT_FOUND: 'no return has that number',
    CONFLICT: 'a move its lifecycle does not allow from where it is; the refund is more than is left of the payment; changed meanwhile',
  })
  @AdminOnly()
  @Post('returns/:returnNumber/moves')
  @HttpCode(200)
  async move(@Ctx() ctx: RequestContext, @Param('returnNumber') returnNumber: string, @Body() body: MoveReturnBody): Promise<ReturnAnswer> {
    const moved = await this.returns.move(ctx, returnNumber, body.status, body);
    return { return: toReturnView(moved, payoutDetailsOf(moved, this.returns)) };
  }
}
