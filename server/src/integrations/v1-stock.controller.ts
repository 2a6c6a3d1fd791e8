import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Field } from '../common/api-schema.js';
import { Public } from '../common/actor.js';
import { notFound } from '../common/app-error.js';
import { assertIdempotencyKey, IDEMPOTENCY_KEY } from '../common/idempotency-key.js';
import { RefuseUnknownFields } from '../common/validation.pipe.js';
import { StockAdjustmentFields } from '../stock/dto/stock-admin.args.js';
import { MAX_PRODUCT_IDS, StockQuery } from '../stock/dto/stock.args.js';
import { StockAdminService } from '../stock/stock-admin.service.js';
import { ProductStockAnswer, StockAnswer } from '../stock/stock.controller.js';
import { MAX_STOCK } from '../stock/stock-messages.js';
import { StockService } from '../stock/stock.service.js';
import { actorOfKey, ApiKeyGuard, KeyOf, NeedsScope } from './api-key.guard.js';
import type { CallingKey } from './api-keys.service.js';

/** The body of an integrator's stock adjustment: the admin's adjustStock without the size, which the path names. */
@RefuseUnknownFields()
export class StockAdjustmentBody extends StockAdjustmentFields {}

class V1ProductStockAnswer {
  @Field({ type: ProductStockAnswer }) stock: ProductStockAnswer;
}

class V1StockLevel {
  @Field() productId: string;
  @Field() productName: string;
  @Field() size: string;
  @Field({ type: 'integer', minimum: 0, description: 'Units left after the change' }) available: number;
  @Field({ format: 'date-time' }) updatedAt: string;
}

export class V1StockAdjustmentAnswer {
  @Field({ type: V1StockLevel }) level: V1StockLevel;
  @Field({ description: 'True when an earlier request with this Idempotency-Key made the change: nothing changed now, the size is answered as it stands' }) replayed: boolean;
}

const KEY_ERRORS = { UNAUTHENTICATED: 'no API key, or one unknown or revoked' };

/** Integrators' stock (issue 59): reads with stock:read, changes with stock:write, through the stock module's rules. */
@ApiTags('Integrations (API key)')
@ApiBearerAuth('apiKey')
@Public()
@UseGuards(ApiKeyGuard)
@Controller('api/v1/stock')
export class V1StockController {
  constructor(
    private readonly stock: StockService,
    private readonly admin: StockAdminService,
  ) {}

  @ApiOperation({ operationId: 'getStockV1', summary: 'What is left of each size of the given products (API key with stock:read)', description: 'Products the catalogue does not have are left out. Never cached.' })
  @ApiOkResponse({ type: StockAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], { ...KEY_ERRORS, BAD_USER_INPUT: `no ids, more than ${MAX_PRODUCT_IDS}, an empty one, or one with control characters`, FORBIDDEN: 'the key lacks stock:read' })
  @NeedsScope('stock:read')
  @Get()
  async list(@Query() query: StockQuery): Promise<StockAnswer> {
    return { stock: await this.stock.ofProducts(query.ids()) };
  }

  @ApiOperation({ operationId: 'getProductStockV1', summary: "What is left of each size of one product (API key with stock:read)" })
  @ApiParam({ name: 'productId', description: "The product's id, as in the catalogue" })
  @ApiOkResponse({ type: V1ProductStockAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { ...KEY_ERRORS, BAD_USER_INPUT: 'the path holds a NUL character', FORBIDDEN: 'the key lacks stock:read', NOT_FOUND: 'the catalogue has no such product' })
  @NeedsScope('stock:read')
  @Get(':productId')
  async one(@Param('productId') productId: string): Promise<V1ProductStockAnswer> {
    const [stock] = await this.stock.ofProducts([productId]);
    if (!stock) throw notFound(`Product ${productId} not found`);
    return { stock };
  }

  @ApiOperation({
    operationId: 'adjustStockV1',
    summary: 'Add units to a size or take them off, with the reason (API key with stock:write)',
    description: `The admin's adjustStock: delta from -${MAX_STOCK} to ${MAX_STOCK}, not 0; never below 0 nor past ${MAX_STOCK} (409 naming what is on hand, nothing changed). Kept as a movement whose actor is \`api-key:<the key's name>\`. A size brought back from 0 sends stock.restocked (and the shoppers' 'Notify me' mail).`,
  })
  @ApiParam({ name: 'productId', description: "The product's id" })
  @ApiParam({ name: 'size', description: 'The size, as in the catalogue (One Size for goods without sizes)' })
  @ApiHeader({ name: 'idempotency-key', required: false, schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source }, description: 'A retry with the same key (from the same API key) makes the change once and answers the size as it stands' })
  @ApiCreatedResponse({ type: V1StockAdjustmentAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT'], {
    ...KEY_ERRORS,
    BAD_USER_INPUT: 'an unknown product or a size it does not come in; delta not a whole number in range or 0; reason not ADJUSTMENT or RETURN; a note over 200 characters; a malformed Idempotency-Key',
    FORBIDDEN: 'the key lacks stock:write',
    CONFLICT: `the change would take the size below 0 or past ${MAX_STOCK}; the Idempotency-Key was used for a different adjustment`,
  })
  @NeedsScope('stock:write')
  @Post(':productId/:size/adjustments')
  @HttpCode(201)
  async adjust(
    @KeyOf() key: CallingKey,
    @Param('productId') productId: string,
    @Param('size') size: string,
    @Body() body: StockAdjustmentBody,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<V1StockAdjustmentAnswer> {
    if (idempotencyKey !== undefined) assertIdempotencyKey(idempotencyKey);
    const requestKey = idempotencyKey === undefined ? null : `${key.id}:${idempotencyKey}`;
    const { replayed, ...level } = await this.admin.adjustAs(actorOfKey(key), { productId, size, delta: body.delta, reason: body.reasonOf() }, body.note, requestKey);
    return { level: { ...level, updatedAt: level.updatedAt.toISOString() }, replayed };
  }
}
