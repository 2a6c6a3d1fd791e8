import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { IssuedTokens } from './tokens.service.js';

/** The web client's refresh token lives only in this HttpOnly, SameSite=Strict cookie. */
export const REFRESH_COOKIE = 'squ_rt';

/**
 * Every answer that sets or clears the cookie carries tokens or ends a session: no cache, shared
 * or private, may keep it (OWASP Session Management cheat sheet). Pragma is for HTTP/1.0 caches.
 */
function noStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
}

export function setRefreshCookie(res: Response, tokens: IssuedTokens, secure: boolean): void {
  noStore(res);
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: tokens.refreshExpiresAt,
  });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  noStore(res);
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}

/**
 * The refresh token a caller presents: the explicit one (integrators), else the cookie (web
 * client). The Cookie header is parsed here, the only place that reads a cookie, rather than
 * by a middleware on every request.
 */
export function presentedRefreshToken(req: Request, explicit: unknown): string | null {
  if (typeof explicit === 'string' && explicit) return explicit;
  const header = req.headers.cookie;
  const cookie = header ? parse(header)[REFRESH_COOKIE] : undefined;
  return typeof cookie === 'string' && cookie ? cookie : null;
}
