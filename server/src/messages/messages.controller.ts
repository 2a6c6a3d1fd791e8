import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { ContactMessageInput } from './dto/contact-message.input.js';
import { NewsletterInput } from './dto/newsletter.input.js';
import { MessagesService } from './messages.service.js';

@Controller('api')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /** 201 for a new subscription, 200 when the address was already on the list. */
  @Public()
  @Post('newsletter')
  @HttpCode(201)
  async subscribe(@Ctx() ctx: RequestContext, @Body() body: NewsletterInput) {
    const result = await this.messages.subscribe(ctx, body);
    if (result.alreadySubscribed) ctx.res.status(200);
    return result;
  }

  @Public()
  @Post('contact')
  @HttpCode(201)
  send(@Ctx() ctx: RequestContext, @Body() body: ContactMessageInput) {
    return this.messages.sendContactMessage(ctx, body);
  }
}
