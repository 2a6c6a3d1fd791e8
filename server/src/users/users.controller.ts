import { Body, Controller, Get, Put } from '@nestjs/common';
import { Ctx, type RequestContext } from '../common/actor.js';
import { ProfileInput } from './dto/profile.input.js';
import { UsersService } from './users.service.js';

@Controller('api/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('profile')
  profile(@Ctx() ctx: RequestContext) {
    return this.users.me(ctx);
  }

  /** Answers the updated user object (spec point 7). */
  @Put('profile')
  update(@Ctx() ctx: RequestContext, @Body() input: ProfileInput) {
    return this.users.updateProfile(ctx, input);
  }
}
