import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { badInput } from '../common/app-error.js';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { MessagesService } from './messages.service.js';

const object = (b: unknown) => {
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw badInput('The request body must be a JSON object');
  return b as Record<string, unknown>;
};

@Controller('api')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /** 201 for a new subscription, 200 when the address was already on the list. */
  @Public()
  @Post('newsletter')
  @HttpCode(201)
  async subscribe(@Ctx() ctx: RequestContext, @Body() body: unknown) {
    const result = await this.messages.subscribe(ctx, object(body));
    if (result.alreadySubscribed) ctx.res.status(200);
    return result;
  }

  @Public()
  @Post('contact')
  @HttpCode(201)
  send(@Ctx() ctx: RequestContext, @Body() body: unknown) {
    return this.messages.sendContactMessage(ctx, object(body));
  }
}
