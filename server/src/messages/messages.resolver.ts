import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { ContactMessageInput } from './dto/contact-message.input.js';
import { NewsletterInput } from './dto/newsletter.input.js';
import { MessagesService } from './messages.service.js';

@Resolver()
export class MessagesResolver {
  constructor(private readonly messages: MessagesService) {}

  @Public()
  @Mutation('subscribeNewsletter')
  subscribeNewsletter(@Ctx() ctx: RequestContext, @Args() args: NewsletterInput) {
    return this.messages.subscribe(ctx, args);
  }

  @Public()
  @Mutation('sendContactMessage')
  sendContactMessage(@Ctx() ctx: RequestContext, @Args('input') input: ContactMessageInput) {
    return this.messages.sendContactMessage(ctx, input);
  }
}
