import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Field } from '../common/api-schema.js';
import { Ctx, type RequestContext } from '../common/actor.js';
import { MergeWishlistArgs, StockAlertArgs, WishlistProductArgs } from './dto/wishlist.args.js';
import { StockAlertsService } from './stock-alerts.service.js';
import { MAX_WISHLIST_ITEMS, WishlistService } from './wishlist.service.js';

class WishlistItemAnswer {
  @Field({ description: "The product's id, as in the catalogue" }) productId: string;
  @Field({ format: 'date-time', description: 'When it was added' }) addedAt: string;
}

export class WishlistAnswer {
  @Field({ type: [WishlistItemAnswer], description: 'The products kept, newest first (products the catalogue no longer has are left out)' }) items: WishlistItemAnswer[];
}

export class StockAlertAnswer {
  @Field({ description: "The product's id" }) productId: string;
  @Field({ description: 'The sold-out size waited for' }) size: string;
  @Field({ format: 'date-time', description: 'When the shopper asked' }) createdAt: string;
}

class StockAlertsAnswer {
  @Field({ type: [StockAlertAnswer], description: "The shopper's requests, newest first" }) alerts: StockAlertAnswer[];
}

class CancelledAnswer {
  @Field({ description: 'Whether a request was there to withdraw' }) cancelled: boolean;
}

const PRODUCT_ID_PROBLEM = 'the product id is empty, longer than 64 characters or holds control characters';

/** The signed-in shopper's wishlist (DECISIONS 18), as GraphQL's wishlist, addToWishlist, removeFromWishlist and mergeWishlist. */
@ApiTags('Wishlist')
@ApiBearerAuth('bearer')
@Controller('api/wishlist')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @ApiOperation({ operationId: 'getWishlist', summary: "The signed-in shopper's wishlist" })
  @ApiOkResponse({ type: WishlistAnswer })
  @ApiErrors(['UNAUTHENTICATED'])
  @Get()
  get(@Ctx() ctx: RequestContext): Promise<WishlistAnswer> {
    return this.wishlist.list(ctx);
  }

  @ApiOperation({ operationId: 'addToWishlist', summary: 'Add a product to the wishlist (a product already there stays where it is)' })
  @ApiOkResponse({ type: WishlistAnswer, description: 'The wishlist after the change' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'], { BAD_USER_INPUT: PRODUCT_ID_PROBLEM, NOT_FOUND: 'the catalogue has no such product', CONFLICT: `the wishlist holds ${MAX_WISHLIST_ITEMS} products already` })
  @Post()
  @HttpCode(200)
  add(@Ctx() ctx: RequestContext, @Body() input: WishlistProductArgs): Promise<WishlistAnswer> {
    return this.wishlist.add(ctx, input.productId);
  }

  @ApiOperation({ operationId: 'mergeWishlist', summary: "Join the browser's wishlist to the stored one (at sign-in)" })
  @ApiOkResponse({ type: WishlistAnswer, description: 'The wishlist after the merge' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED'], { BAD_USER_INPUT: `more than ${MAX_WISHLIST_ITEMS} ids, or an empty one` })
  @Post('merge')
  @HttpCode(200)
  merge(@Ctx() ctx: RequestContext, @Body() input: MergeWishlistArgs): Promise<WishlistAnswer> {
    return this.wishlist.merge(ctx, input.productIds);
  }

  @ApiOperation({ operationId: 'removeFromWishlist', summary: 'Remove a product from the wishlist (one not there changes nothing)' })
  @ApiParam({ name: 'productId', description: "The product's id" })
  @ApiOkResponse({ type: WishlistAnswer, description: 'The wishlist after the change' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED'], { BAD_USER_INPUT: PRODUCT_ID_PROBLEM })
  @Delete(':productId')
  remove(@Ctx() ctx: RequestContext, @Param() params: WishlistProductArgs): Promise<WishlistAnswer> {
    return this.wishlist.remove(ctx, params.productId);
  }
}

/** 'Notify me' on a sold-out size, as GraphQL's stockAlerts, requestStockAlert and cancelStockAlert. */
@ApiTags('Wishlist')
@ApiBearerAuth('bearer')
@Controller('api/stock-alerts')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @ApiOperation({ operationId: 'getStockAlerts', summary: "The sold-out sizes the signed-in shopper waits for" })
  @ApiOkResponse({ type: StockAlertsAnswer })
  @ApiErrors(['UNAUTHENTICATED'])
  @Get()
  async get(@Ctx() ctx: RequestContext): Promise<StockAlertsAnswer> {
    return { alerts: await this.alerts.mine(ctx) };
  }

  @ApiOperation({ operationId: 'requestStockAlert', summary: 'Ask to be told by e-mail when a sold-out size is back (asking again answers the first request)' })
  @ApiOkResponse({ type: StockAlertAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'], { BAD_USER_INPUT: 'a field is missing or too long, or the product does not come in that size', NOT_FOUND: 'the catalogue has no such product', CONFLICT: 'the size has units left' })
  @Post()
  @HttpCode(200)
  request(@Ctx() ctx: RequestContext, @Body() input: StockAlertArgs): Promise<StockAlertAnswer> {
    return this.alerts.request(ctx, input.productId, input.size);
  }

  @ApiOperation({ operationId: 'cancelStockAlert', summary: 'Withdraw a request' })
  @ApiOkResponse({ type: CancelledAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED'], { BAD_USER_INPUT: 'a field is missing or too long' })
  @Post('cancel')
  @HttpCode(200)
  async cancel(@Ctx() ctx: RequestContext, @Body() input: StockAlertArgs): Promise<CancelledAnswer> {
    return { cancelled: await this.alerts.cancel(ctx, input.productId, input.size) };
  }
}
