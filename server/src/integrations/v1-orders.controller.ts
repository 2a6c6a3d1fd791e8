import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { Public } from '../common/actor.js';
import { badInput } from '../common/app-error.js';
import { OrdersService } from '../orders/orders.service.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { toRestOrder } from '../orders/rest-order.view.js';
import { OrderStatusBody } from '../orders/dto/update-order-status.args.js';
import { actorOfKey, ApiKeyGuard, KeyOf, NeedsScope } from './api-key.guard.js';
import type { CallingKey } from './api-keys.service.js';
import { V1OrderAnswer, V1OrdersPage } from './api-key.view.js';

export const V1_LIMIT_MAX = 100;
const V1_LIMIT_DEFAULT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

/** The cursor after an order: its updatedAt and id, opaque to clients. */
export const cursorAfter = (o: { updatedAt: Date; id: string }) => Buffer.from(JSON.stringify([o.updatedAt.toISOString(), o.id])).toString('base64url');

function readCursor(raw: string): { updatedAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [unknown, unknown];
    const updatedAt = new Date(String(at));
    if (typeof at === 'string' && !Number.isNaN(updatedAt.getTime()) && typeof id === 'string' && UUID.test(id)) return { updatedAt, id };
  } catch {
    /* refused below */
  }
  throw refuse('cursor', 'cursor must be a nextCursor this API answered');
}

/** Integrators' orders (issue 59): any shopper's orders read with orders:read, moved with orders:write. */
@ApiTags('Integrations (API key)')
@ApiBearerAuth('apiKey')
@Public()
@UseGuards(ApiKeyGuard)
@NeedsScope('orders:read')
@Controller('api/v1/orders')
export class V1OrdersController {
  constructor(private readonly orders: OrdersService,
    private readonly reads: OrderReads) {}

  @ApiOperation({
    operationId: 'listOrdersV1',
    summary: 'Orders by when they last changed (API key with orders:read), a page at a time',
    description:
      'Pages by (updatedAt, id) with an opaque cursor, so that concurrent writes never make a client miss an order: one changed after it was read comes again, later, with its new updatedAt. Poll with the last nextCursor to read what changed since.',
  })
  @ApiQuery({ name: 'updated_since', required: false, schema: { type: 'string', format: 'date-time' }, description: 'Only orders changed at this time or later' })
  @ApiQuery({ name: 'cursor', required: false, description: 'The nextCursor of the page before' })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: V1_LIMIT_MAX, default: V1_LIMIT_DEFAULT } })
  @ApiOkResponse({ type: V1OrdersPage })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], {
    BAD_USER_INPUT: 'updated_since not a date-time; a cursor this API did not answer; limit not a whole number from 1 to 100',
    UNAUTHENTICATED: 'no API key, or one unknown or revoked',
    FORBIDDEN: 'the key lacks orders:read',
  })
  @Get()
  async list(@Query('updated_since') updatedSince?: string, @Query('cursor') cursor?: string, @Query('limit') limit?: string): Promise<V1OrdersPage> {
    let since: Date | null = null;
    if (updatedSince !== undefined) {
      since = new Date(updatedSince);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(updatedSince) || Number.isNaN(since.getTime())) throw refuse('updated_since', 'updated_since must be a date-time, such as 2026-01-31T10:00:00Z');
    }
    const take = limit === undefined ? V1_LIMIT_DEFAULT : Number(limit);
    if (!/^\d+$/.test(limit ?? '1') || !Number.isInteger(take) || take < 1 || take > V1_LIMIT_MAX) throw refuse('limit', `limit must be a whole number from 1 to ${V1_LIMIT_MAX}`);
    const after = cursor === undefined ? null : readCursor(cursor);
    const found = await this.reads.updatedSince(since, after, take + 1);
    const page = found.slice(0, take);
    const last = page[page.length - 1];
    return { orders: page.map(toRestOrder), nextCursor: last ? cursorAfter(last.order) : null, hasMore: found.length > take };
  }

  @ApiOperation({ operationId: 'getOrderV1', summary: 'One order by its number (API key with orders:read)' })
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiOkResponse({ type: V1OrderAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], {
    BAD_USER_INPUT: 'the path holds a NUL character',
    UNAUTHENTICATED: 'no API key, or one unknown or revoked',
    FORBIDDEN: 'the key lacks orders:read',
    NOT_FOUND: 'no order has that number',
  })
  @Get(':orderNumber')
  async get(@Param('orderNumber') orderNumber: string): Promise<V1OrderAnswer> {
    return { order: toRestOrder(await this.reads.readForIntegrator(orderNumber)) };
  }

  @ApiOperation({
    operationId: 'moveOrderV1',
    summary: "Move an order along its lifecycle (API key with orders:write): the admin's status moves",
    description:
      'pending -> confirmed -> shipped -> delivered, and pending|confirmed -> cancelled, with what each move needs: shipped a `shipment` (courier, tracking number), a Cash on Delivery order delivered its total as `cashCollected`, cancelled a `reason` (its units go back on sale). An online order moves on once it is paid. The history names the move\'s actor `api-key:<the key\'s name>`; the move sends its events (order.status_changed, and order.cancelled or payment.succeeded where they apply).',
  })
  @ApiParam({ name: 'orderNumber', description: 'The order number' })
  @ApiOkResponse({ type: V1OrderAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'], {
    BAD_USER_INPUT: 'an unknown status; what the move needs missing or wrong (courier, tracking number, cash collected, reason)',
    UNAUTHENTICATED: 'no API key, or one unknown or revoked',
    FORBIDDEN: 'the key lacks orders:write',
    NOT_FOUND: 'no order has that number',
    CONFLICT: 'the lifecycle does not allow the move from where the order is, the order waits for its payment, or it was changed meanwhile',
  })
  @NeedsScope('orders:write')
  @Post(':orderNumber/status')
  @HttpCode(200)
  async move(@KeyOf() key: CallingKey, @Param('orderNumber') orderNumber: string, @Body() body: OrderStatusBody): Promise<V1OrderAnswer> {
    return { order: toRestOrder(await this.orders.updateStatusAs(actorOfKey(key), orderNumber, body.status, body.details())) };
  }
}
