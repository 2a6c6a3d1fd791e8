import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request, Response } from 'express';

/** What an account may do: shop, or also run the shop (DECISIONS 7). */
export type UserRole = 'customer' | 'admin';

/**
 * Who is calling: the signed-in user of a verified access token. `role` is the token's, as at
 * sign-in: rights are never granted on it (see AdminOnly), since an admin demoted since then
 * still holds a valid token.
 */
export interface Actor {
  userId: string;
  role: UserRole;
}

/** What every operation gets about its request, whichever surface it came in by. */
export interface RequestContext {
  actor: Actor | null;
  /** The client's address, for rate limits. */
  ip: string;
  req: Request;
  res: Response;
}

/** The user id the operator's CLI acts as (an admin that is no account): changes it makes name 'cli'. */
export const OPERATOR_CLI = 'operator-cli';

export const IS_PUBLIC = 'squ:isPublic';
/** Opts a route or resolver out of the global sign-in requirement. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const IS_ADMIN_ONLY = 'squ:isAdminOnly';
/**
 * Admits a route or resolver only for an account that the database says is an admin at this
 * moment (the global guard asks UsersService.isAdmin): FORBIDDEN 'Access denied' otherwise.
 */
export const AdminOnly = () => SetMetadata(IS_ADMIN_ONLY, true);

/** The access token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: { headers: { authorization?: string | string[] } }): string | null {
  const header = req.headers.authorization;
  return typeof header === 'string' && /^Bearer\s+\S+$/i.test(header) ? header.replace(/^Bearer\s+/i, '') : null;
}

export function httpPair(context: ExecutionContext): { req: Request; res: Response } {
  if (context.getType<string>() === 'graphql') {
    const gqlContext = context.getArgs()[2] as { req: Request; res: Response };
    return { req: gqlContext.req, res: gqlContext.res };
  }
  const http = context.switchToHttp();
  return { req: http.getRequest<Request>(), res: http.getResponse<Response>() };
}

export function requestContext(req: Request, res: Response): RequestContext {
  return { actor: (req as Request & { actor?: Actor }).actor ?? null, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', req, res };
}

/** The request context, for REST handlers and GraphQL resolvers alike. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const { req, res } = httpPair(context);
  return requestContext(req, res);
});

/** The actor of a route that requires sign-in (the global guard has checked it). */
export function actorOf(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new Error('actorOf() called on a public route');
  return ctx.actor;
}
