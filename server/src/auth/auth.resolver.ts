import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Ctx, Public, type RequestContext } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { AuthService, type SignedIn } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { RequestPasswordResetInput, ResetPasswordInput } from './dto/password-reset.input.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegisterInput } from './dto/register.input.js';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './refresh-cookie.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private answer(ctx: RequestContext, signedIn: SignedIn) {
    setRefreshCookie(ctx.res, signedIn.tokens, this.config.env === 'production');
    const { token, expiresIn, refreshToken } = signedIn.tokens;
    return { user: signedIn.user, token, expiresIn, refreshToken };
  }

  @Public()
  @Mutation('register')
  async register(@Ctx() ctx: RequestContext, @Args('input') input: RegisterInput) {
    return this.answer(ctx, await this.auth.register(ctx, input));
  }

  @Public()
  @Mutation('login')
  async login(@Ctx() ctx: RequestContext, @Args('input') input: LoginInput) {
    return this.answer(ctx, await this.auth.login(ctx, input));
  }

  @Public()
  @Mutation('refreshToken')
  async refreshToken(@Ctx() ctx: RequestContext, @Args('refreshToken') refreshToken?: string | null) {
    return this.answer(ctx, await this.auth.refresh(presentedRefreshToken(ctx.req, refreshToken)));
  }

  @Public()
  @Mutation('logout')
  async logout(@Ctx() ctx: RequestContext, @Args('refreshToken') refreshToken?: string | null) {
    await this.auth.logout(presentedRefreshToken(ctx.req, refreshToken));
    clearRefreshCookie(ctx.res, this.config.env === 'production');
    return true;
  }

  @Public()
  @Mutation('requestPasswordReset')
  requestPasswordReset(@Ctx() ctx: RequestContext, @Args('input') input: RequestPasswordResetInput) {
    return this.resets.request(ctx, input);
  }

  @Public()
  @Mutation('resetPassword')
  async resetPassword(@Args('input') input: ResetPasswordInput) {
    await this.resets.reset(input);
    return true;
  }
}
