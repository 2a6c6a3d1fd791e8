import type { Request } from 'express';
import { presentedRefreshToken } from './refresh-cookie.js';

export const CROSS_SITE = 'Cross-site requests may not refresh or end a session';
export const COOKIE_NEEDS_JSON = 'A request that uses the session cookie must be sent with Content-Type: application/json';

/** What a request tells about where it comes from. */
export interface RequestFacts {
  origin?: string;
  secFetchSite?: string;
  /** The Host this server was asked for (X-Forwarded-Host behind a trusted proxy). */
  host?: string;
  contentType?: string;
  /** The refresh token would be read from the cookie: there is none in the body, and a cookie. */
  usesCookie: boolean;
}

/**
 * Why a request may not use the refresh routes, or null. Another site can make a browser
 * POST here with the cookie (SameSite is the only other defence, and not every browser or
 * subdomain setup honours it): refused are a foreign Origin, a Sec-Fetch-Site the browser marks
 * cross-site or same-site (a sibling subdomain is another party too), unless the Origin is one
 * of CORS_ORIGINS; and a cookie sent with a body a form could send, since only a preflighted
 * request can say application/json (Apollo's CSRF prevention reasons the same way). Callers
 * that are not browsers send neither header and their token in the body: nothing changes for them.
 */
export function crossSiteRefusal(r: RequestFacts, trustedOrigins: readonly string[]): string | null {
  const trusted = r.origin !== undefined && trustedOrigins.some((o) => o.toLowerCase() === r.origin!.toLowerCase());
  if (r.origin !== undefined && !trusted && !isOwnOrigin(r.origin, r.host)) return CROSS_SITE;
  if ((r.secFetchSite === 'cross-site' || r.secFetchSite === 'same-site') && !trusted) return CROSS_SITE;
  if (r.usesCookie && mediaType(r.contentType) !== 'application/json') return COOKIE_NEEDS_JSON;
  return null;
}

/**
 * The Origin names the host the request was sent to. Either scheme: behind a proxy that ends
 * TLS the server may see http while the browser says https, and a browser treats a page of
 * the other scheme as cross-site anyway (Sec-Fetch-Site).
 */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const o = new URL(origin);
    if ((o.protocol !== 'http:' && o.protocol !== 'https:') || o.origin !== origin.toLowerCase()) return false;
    return new URL(`${o.protocol}//${host}`).host === o.host;
  } catch {
    return false;
  }
}

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

export function factsOf(req: Request): RequestFacts {
  const body: unknown = req.body;
  const inBody = !!body && typeof body === 'object' && typeof (body as { refreshToken?: unknown }).refreshToken === 'string' && (body as { refreshToken: string }).refreshToken !== '';
  return {
    origin: req.get('origin'),
    secFetchSite: req.get('sec-fetch-site')?.toLowerCase(),
    host: req.host,
    contentType: req.get('content-type'),
    usesCookie: !inBody && presentedRefreshToken(req, undefined) !== null,
  };
}
