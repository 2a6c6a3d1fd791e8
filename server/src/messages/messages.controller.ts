import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { ContactAnswer, SubscriptionAnswer } from './messages.answer.js';
import { ContactMessageInput } from './dto/contact-message.input.js';
import { NewsletterInput } from './dto/newsletter.input.js';
import { MessagesService } from './messages.service.js';

@ApiTags('Messages')
@Controller('api')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /** 201 for a new subscription, 200 when the address was already on the list. */
  @Public()
  @ApiOperation({ operationId: 'subscribeToNewsletter', summary: 'Subscribe an address to the newsletter' })
  @ApiCreatedResponse({ type: SubscriptionAnswer, description: 'Subscribed' })
  @ApiOkResponse({ type: SubscriptionAnswer, description: 'The address was subscribed already (alreadySubscribed: true)' })
  @ApiErrors(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'])
  @Post('newsletter')
  @HttpCode(201)
  async subscribe(@Ctx() ctx: RequestContext, @Body() body: NewsletterInput) {
    const result = await this.messages.subscribe(ctx, body);
    if (result.alreadySubscribed) ctx.res.status(200);
    return result;
  }

  @Public()
  @ApiOperation({ operationId: 'sendContactMessage', summary: 'Send a message to the shop' })
  @ApiCreatedResponse({ type: ContactAnswer, description: 'Received' })
  @ApiErrors(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'])
  @Post('contact')
  @HttpCode(201)
  send(@Ctx() ctx: RequestContext, @Body() body: ContactMessageInput) {
    return this.messages.sendContactMessage(ctx, body);
  }
}
