import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { AuthService, type SignedIn } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { RefreshTokenInput } from './dto/refresh-token.input.js';
import { RegisterInput } from './dto/register.input.js';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './refresh-cookie.js';
import { SameOriginGuard } from './same-origin.guard.js';

/** REST sign-in for integrators: `{ user, token, refreshToken }` (the web client also gets the cookie). */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private answer(ctx: RequestContext, s: SignedIn) {
    setRefreshCookie(ctx.res, s.tokens, this.config.env === 'production');
    return { user: s.user, token: s.tokens.token, refreshToken: s.tokens.refreshToken, expiresIn: s.tokens.expiresIn };
  }

  @Public()
  @Post('register')
  @HttpCode(201)
  async register(@Ctx() ctx: RequestContext, @Body() input: RegisterInput) {
    return this.answer(ctx, await this.auth.register(ctx, input));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Ctx() ctx: RequestContext, @Body() input: LoginInput) {
    return this.answer(ctx, await this.auth.login(ctx, input));
  }

  @Public()
  @UseGuards(SameOriginGuard)
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Ctx() ctx: RequestContext, @Body() input: RefreshTokenInput) {
    return this.answer(ctx, await this.auth.refresh(presentedRefreshToken(ctx.req, input.refreshToken)));
  }

  @Public()
  @UseGuards(SameOriginGuard)
  @Post('logout')
  @HttpCode(200)
  async logout(@Ctx() ctx: RequestContext, @Body() input: RefreshTokenInput) {
    await this.auth.logout(presentedRefreshToken(ctx.req, input.refreshToken));
    clearRefreshCookie(ctx.res, this.config.env === 'production');
    return { success: true };
  }
}
