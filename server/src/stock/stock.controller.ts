import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors, Field } from '../common/api-schema.js';
import { Public } from '../common/actor.js';
import { publicCacheControl, signedIn } from '../common/cache-policy.js';
import { MAX_PRODUCT_IDS, StockQuery } from './dto/stock.args.js';
import { StockService } from './stock.service.js';

class SizeStockAnswer {
  @Field({ description: 'The size, as in the catalogue (One Size for goods without sizes)' }) size: string;
  @Field({ type: 'integer', minimum: 0, description: 'Units left (0: sold out)' }) available: number;
}

export class ProductStockAnswer {
  @Field({ description: "The product's id" }) productId: string;
  @Field({ type: [SizeStockAnswer], description: "Its sizes, in the catalogue's order" }) sizes: SizeStockAnswer[];
  @Field({ description: 'Whether any size has a unit left' }) inStock: boolean;
}

export class StockAnswer {
  @Field({ type: [ProductStockAnswer], description: 'The products asked for that the catalogue has, in the order asked' }) stock: ProductStockAnswer[];
}

/**
 * How long shoppers' browsers and caches may keep an answer: stock moves, but a few seconds old is
 * fine to show. The same as the stock types' @cacheControl hint in schema.graphql.
 */
const STOCK_MAX_AGE_SECONDS = 5;

/** What is left of products, for the shop's pages (public). */
@ApiTags('Stock')
@Controller('api/stock')
export class StockController {
  constructor(private readonly stock: StockService) {}

  @ApiOperation({
    operationId: 'getStock',
    summary: 'What is left of each size of the given products',
    description: `Public. Products the catalogue does not have are left out; a product stocked nowhere yet answers every size at 0. Answers may be kept ${STOCK_MAX_AGE_SECONDS} seconds (Cache-Control), but never one to a request with an Authorization header (no-store).`,
  })
  @ApiOkResponse({ type: StockAnswer })
  @ApiErrors(['BAD_USER_INPUT'], { BAD_USER_INPUT: `no ids, more than ${MAX_PRODUCT_IDS}, an empty one, or one with control characters` })
  @Public()
  @Get()
  async get(@Query() query: StockQuery, @Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) res: Response): Promise<StockAnswer> {
    const stock = await this.stock.ofProducts(query.ids());
    if (!signedIn(authorization)) res.setHeader('Cache-Control', publicCacheControl(STOCK_MAX_AGE_SECONDS));
    return { stock };
  }
}
