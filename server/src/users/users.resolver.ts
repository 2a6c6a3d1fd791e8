import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '../common/actor.js';
import { ProfileInput } from './dto/profile.input.js';
import { UsersService } from './users.service.js';

@Resolver()
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query('me')
  me(@Ctx() ctx: RequestContext) {
    return this.users.me(ctx);
  }

  @Mutation('updateProfile')
  updateProfile(@Ctx() ctx: RequestContext, @Args('input') input: ProfileInput) {
    return this.users.updateProfile(ctx, input);
  }
}
