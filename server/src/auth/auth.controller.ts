import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { AuthService, type LoginInput, type RegisterInput, type SignedIn } from './auth.service.js';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './refresh-cookie.js';
import { SameOriginGuard } from './same-origin.guard.js';

const body = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {});

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
  async register(@Ctx() ctx: RequestContext, @Body() input: unknown) {
    return this.answer(ctx, await this.auth.register(ctx, body(input) as RegisterInput));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Ctx() ctx: RequestContext, @Body() input: unknown) {
    return this.answer(ctx, await this.auth.login(ctx, body(input) as LoginInput));
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @UseGuards(SameOriginGuard)
  async refresh(@Ctx() ctx: RequestContext, @Body() input: unknown) {
    return this.answer(ctx, await this.auth.refresh(presentedRefreshToken(ctx.req, body(input).refreshToken)));
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @UseGuards(SameOriginGuard)
  async logout(@Ctx() ctx: RequestContext, @Body() input: unknown) {
    await this.auth.logout(presentedRefreshToken(ctx.req, body(input).refreshToken));
    clearRefreshCookie(ctx.res, this.config.env === 'production');
    return { success: true };
  }
}
