import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import type { ContactMessageInput } from '../generated/graphql.js';
import { MessagesService } from './messages.service.js';

@Resolver()
export class MessagesResolver {
  constructor(private readonly messages: MessagesService) {}

  @Public()
  @Mutation('subscribeNewsletter')
  subscribeNewsletter(@Ctx() ctx: RequestContext, @Args('email') email?: string | null) {
    return this.messages.subscribe(ctx, { email });
  }

  @Public()
  @Mutation('sendContactMessage')
  sendContactMessage(@Ctx() ctx: RequestContext, @Args('input') input: ContactMessageInput) {
    return this.messages.sendContactMessage(ctx, input);
  }
}
