import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { forbidden, unauthenticated } from '../common/app-error.js';
import { bearerToken, httpPair } from '../common/actor.js';
import { ApiKeysService, type CallingKey } from './api-keys.service.js';
import type { ApiScope } from './api-scopes.js';

const SCOPE = 'squ:apiScope';

const KEY = Symbol('squ:callingKey');

/** The scope a route needs of the API key it is called with (ApiKeyGuard). */
export const NeedsScope = (scope: ApiScope) => SetMetadata(SCOPE, scope);

/** The API key a v1 call came with (set by ApiKeyGuard). */
export const KeyOf = createParamDecorator((_: unknown, context: ExecutionContext): CallingKey => (httpPair(context).req as unknown as Record<symbol, CallingKey>)[KEY]);

/** How the shop's histories and movements name a change an integrator made: its key's name. */
export const actorOfKey = (key: CallingKey) => `api-key:${key.name}`;

/**
 * Integrators' routes (/api/v1): `Authorization: Bearer <API key>` with the route's scope.
 * UNAUTHENTICATED without a live key, FORBIDDEN when the key lacks the scope. The routes are
 * @Public() to the shop's sign-in guard: an access token is not a key.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const scope = this.reflector.getAllAndOverride<ApiScope>(SCOPE, [context.getHandler(), context.getClass()]);
    const token = bearerToken(httpPair(context).req);
    if (!token) throw unauthenticated('An API key is required: Authorization: Bearer <key>');
    const key = await this.keys.authenticate(token);
    if (!key) throw unauthenticated('This API key is not valid (unknown, malformed or revoked)');
    if (scope && !key.scopes.includes(scope)) throw forbidden(`This API key lacks the ${scope} scope`);
    (httpPair(context).req as unknown as Record<symbol, CallingKey>)[KEY] = key;
    return true;
  }
}
