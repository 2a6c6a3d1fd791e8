import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { forbidden, unauthenticated } from '../common/app-error.js';
import { type Actor, bearerToken, httpPair, IS_ADMIN_ONLY, IS_PUBLIC, requestContext } from '../common/actor.js';
import { UsersService } from '../users/users.service.js';
import { TokensService } from './tokens.service.js';

/**
 * The one global guard: every route and resolver needs a valid access token unless it
 * is marked @Public(). On public ones a token is used when valid and ignored otherwise.
 * Those marked @AdminOnly() also need the database to say the caller is an admin now: the
 * one place admin rights are checked (the token's role may be older than a demotion).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
    private readonly users: UsersService,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const { req, res } = httpPair(context);
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
    // Shoppers' calls stay synchronous: only admin ones wait for the database.
    if (!this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets)) return true;
    return this.users.isAdmin(requestContext(req, res)).then((admin) => {
      if (!admin) throw forbidden();
      return true;
    });
  }
}
