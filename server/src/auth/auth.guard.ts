import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { unauthenticated } from '../common/app-error.js';
import { type Actor, bearerToken, httpPair, IS_PUBLIC } from '../common/actor.js';
import { TokensService } from './tokens.service.js';

/**
 * The one global guard: every route and resolver needs a valid access token unless it
 * is marked @Public(). On public ones a token is used when valid and ignored otherwise.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const { req } = httpPair(context);
    const token = bearerToken(req);
    const r = req as Request & { actor?: Actor };
    if (isPublic) {
      if (token) {
        try {
          r.actor = this.tokens.verifyAccessToken(token);
        } catch {
          r.actor = undefined;
        }
      }
      return true;
    }
    if (!token) throw unauthenticated('Please sign in to continue');
    r.actor = this.tokens.verifyAccessToken(token);
    return true;
  }
}
