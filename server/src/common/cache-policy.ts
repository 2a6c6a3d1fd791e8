/**
 * Who may keep an answer. Every API answer says `Cache-Control: no-store` (web/http.ts), so an
 * answer that depends on who asks is never kept by a browser or a shared cache; an answer that
 * depends on nobody says so with publicCacheControl, on REST and GraphQL alike, and only to a
 * request that is not signed in: a cache must never keep what a signed-in request was given. The
 * refresh cookie signs no read in (only refresh and logout read it), so it does not count.
 */
export const NO_STORE = 'no-store';

/** Whether a request with this Authorization header is signed in (its answers are never kept). */
export const signedIn = (authorization: string | undefined | null): boolean => authorization != null;

/**
 * The header of an answer anyone may keep `maxAge` seconds, and then still use once, for as long
 * again, while it is fetched anew (stale-while-revalidate).
 */
export const publicCacheControl = (maxAge: number): string => `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}`;
