import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { LoginLimits } from './login-limits.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordsService } from './passwords.service.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import { TokensService } from './tokens.service.js';

/**
 * Sign-in: registration, login, access tokens and rotating refresh tokens, forgot password, admin accounts, and
 * the one global guard every request passes (routes opt out with @Public()).
 */
@Module({
  imports: [TypeOrmModule.forFeature([RefreshTokenEntity, PasswordResetEntity]), JwtModule.register({}), UsersModule, RateLimitModule, MailModule],
  controllers: [AuthController],
  providers: [{ provide: APP_GUARD, useClass: AuthGuard }, AuthService, AuthResolver, TokensService, PasswordsService, LoginLimits, AdminAccountsService, PasswordResetService],
  exports: [AdminAccountsService],
})
export class AuthModule {}
