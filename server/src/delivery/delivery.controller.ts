import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { ApiErrors } from '../common/api-schema.js';
import { publicCacheControl, signedIn } from '../common/cache-policy.js';
import { DELIVERY_PROMISE_MAX_AGE_SECONDS, DeliveryLookups } from './delivery-lookups.js';
import { DeliveryPromiseAnswer } from './delivery.view.js';

/** The 'Deliver to' box's question, for integrators too (public). */
@ApiTags('Delivery')
@Controller('api/delivery')
export class DeliveryController {
  constructor(private readonly lookups: DeliveryLookups) {}

  @ApiOperation({
    operationId: 'getDeliveryPromise',
    summary: 'What the shop promises for a pincode: served or not, Cash on Delivery or not, and the day of delivery',
    description: `Public. The days are India's dates for an order placed now (dispatched the same working day before 14:00 IST). A pincode India Post does not have answers \`known: false\`, not an error. Answers may be kept ${DELIVERY_PROMISE_MAX_AGE_SECONDS} seconds (Cache-Control), but never one to a request with an Authorization header (no-store).`,
  })
  @ApiParam({ name: 'pincode', description: 'A 6-digit Indian pincode, e.g. 560034', example: '560034' })
  @ApiOkResponse({ type: DeliveryPromiseAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'TOO_MANY_REQUESTS'], { BAD_USER_INPUT: 'the pincode is not 6 digits', TOO_MANY_REQUESTS: 'too many lookups from one address' })
  @Public()
  @Get(':pincode')
  async get(@Ctx() ctx: RequestContext, @Param('pincode') pincode: string, @Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) res: Response): Promise<DeliveryPromiseAnswer> {
    const answer = await this.lookups.promise(ctx, pincode);
    if (!signedIn(authorization)) res.setHeader('Cache-Control', publicCacheControl(DELIVERY_PROMISE_MAX_AGE_SECONDS));
    return answer;
  }
}
