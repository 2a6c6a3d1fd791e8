import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { Ctx, type RequestContext } from '../common/actor.js';
import { ProfileInput } from './dto/profile.input.js';
import { UserView } from './user.view.js';
import { UsersService } from './users.service.js';

@ApiTags('Profile')
@ApiBearerAuth('bearer')
@Controller('api/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ApiOperation({ operationId: 'getProfile', summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserView })
  @ApiErrors(['UNAUTHENTICATED', 'NOT_FOUND'], { NOT_FOUND: 'the account no longer exists' })
  @Get('profile')
  profile(@Ctx() ctx: RequestContext) {
    return this.users.me(ctx);
  }

  /** Answers the updated user object (spec point 7). */
  @ApiOperation({ operationId: 'updateProfile', summary: 'Change the profile (fields left out stay as they are; email cannot be changed)' })
  @ApiOkResponse({ type: UserView, description: 'The updated user' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'], { BAD_USER_INPUT: 'a field breaks its rule, an unknown field or the email was sent, or the PIN code does not fit the country', NOT_FOUND: 'the account no longer exists' })
  @Put('profile')
  update(@Ctx() ctx: RequestContext, @Body() input: ProfileInput) {
    return this.users.updateProfile(ctx, input);
  }
}
