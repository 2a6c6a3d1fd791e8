import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { AuthAnswer, LogoutAnswer, PasswordResetAnswer, PasswordResetRequestedAnswer } from './auth.answer.js';
import { AuthService, type SignedIn } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { RequestPasswordResetInput, ResetPasswordInput } from './dto/password-reset.input.js';
import { RefreshTokenInput } from './dto/refresh-token.input.js';
import { RegisterInput } from './dto/register.input.js';
import { PasswordResetService, RESET_LINK_INVALID } from './password-reset.service.js';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './refresh-cookie.js';
import { SameOriginGuard } from './same-origin.guard.js';

/** REST sign-in for integrators: `{ user, token, refreshToken }` (the web client also gets the cookie). */
@ApiTags('Accounts')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private answer(ctx: RequestContext, s: SignedIn): AuthAnswer {
    setRefreshCookie(ctx.res, s.tokens, this.config.env === 'production');
    return { user: s.user, token: s.tokens.token, refreshToken: s.tokens.refreshToken, expiresIn: s.tokens.expiresIn };
  }

  @Public()
  @ApiOperation({ operationId: 'register', summary: 'Create an account and sign in' })
  @ApiCreatedResponse({ type: AuthAnswer, description: 'Signed in' })
  @ApiErrors(['BAD_USER_INPUT', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'], {
    BAD_USER_INPUT: 'checked in the order email, password, first name, last name, email pattern, password length; then the website identifier',
    CONFLICT: 'the email is registered already',
  })
  @Post('register')
  @HttpCode(201)
  async register(@Ctx() ctx: RequestContext, @Body() input: RegisterInput) {
    return this.answer(ctx, await this.auth.register(ctx, input));
  }

  @Public()
  @ApiOperation({ operationId: 'login', summary: 'Sign in' })
  @ApiOkResponse({ type: AuthAnswer, description: 'Signed in' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'], { UNAUTHENTICATED: 'Invalid email or password' })
  @Post('login')
  @HttpCode(200)
  async login(@Ctx() ctx: RequestContext, @Body() input: LoginInput) {
    return this.answer(ctx, await this.auth.login(ctx, input));
  }

  @Public()
  @UseGuards(SameOriginGuard)
  @ApiOperation({ operationId: 'refreshTokens', summary: 'Exchange a refresh token for new tokens (each refresh token works once)' })
  @ApiOkResponse({ type: AuthAnswer, description: 'New tokens' })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'PAYLOAD_TOO_LARGE'], {
    BAD_USER_INPUT: 'the body is not JSON, or refreshToken is not text',
    UNAUTHENTICATED: 'the refresh token is missing, invalid, expired or used already',
    FORBIDDEN: 'a cross-site request, or the session cookie sent without Content-Type: application/json',
  })
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Ctx() ctx: RequestContext, @Body() input: RefreshTokenInput) {
    return this.answer(ctx, await this.auth.refresh(presentedRefreshToken(ctx.req, input.refreshToken)));
  }

  @Public()
  @UseGuards(SameOriginGuard)
  @ApiOperation({ operationId: 'logout', summary: 'Revoke a refresh token (and clear the session cookie)' })
  @ApiOkResponse({ type: LogoutAnswer, description: 'Signed out (also when the token was unknown)' })
  @ApiErrors(['BAD_USER_INPUT', 'FORBIDDEN', 'PAYLOAD_TOO_LARGE'], { BAD_USER_INPUT: 'the body is not JSON, or refreshToken is not text', FORBIDDEN: 'a cross-site request, or the session cookie sent without Content-Type: application/json' })
  @Post('logout')
  @HttpCode(200)
  async logout(@Ctx() ctx: RequestContext, @Body() input: RefreshTokenInput) {
    await this.auth.logout(presentedRefreshToken(ctx.req, input.refreshToken));
    clearRefreshCookie(ctx.res, this.config.env === 'production');
    return { success: true };
  }

  @Public()
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: 'Forgot password: e-mail a single-use link to reset it (valid 30 minutes); the same answer whether or not the email has an account',
  })
  @ApiAcceptedResponse({ type: PasswordResetRequestedAnswer, description: 'Asked (a link is sent only when the email has an account)' })
  @ApiErrors(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'], {
    BAD_USER_INPUT: 'the email missing or not valid; then an unknown website identifier',
    TOO_MANY_REQUESTS: 'reset links asked for per client address and per email within the rate-limit window',
  })
  @Post('password-reset')
  @HttpCode(202)
  requestPasswordReset(@Ctx() ctx: RequestContext, @Body() input: RequestPasswordResetInput) {
    return this.resets.request(ctx, input);
  }

  @Public()
  @ApiOperation({ operationId: 'resetPassword', summary: "Set a new password with a reset link's token; every refresh token of the account is revoked" })
  @ApiOkResponse({ type: PasswordResetAnswer, description: 'The new password is set' })
  @ApiErrors(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE'], { BAD_USER_INPUT: `the password's rules (as at registration), or: ${RESET_LINK_INVALID}` })
  @Post('password-reset/confirm')
  @HttpCode(200)
  async resetPassword(@Body() input: ResetPasswordInput) {
    await this.resets.reset(input);
    return { success: true };
  }
}
