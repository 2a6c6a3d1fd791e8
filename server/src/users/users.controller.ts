import { Body, Controller, Get, Put } from '@nestjs/common';
import { badInput } from '../common/app-error.js';
import { Ctx, type RequestContext } from '../common/actor.js';
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
  update(@Ctx() ctx: RequestContext, @Body() input: unknown) {
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw badInput('The request body must be a JSON object');
    return this.users.updateProfile(ctx, input as Record<string, unknown>);
  }
}
