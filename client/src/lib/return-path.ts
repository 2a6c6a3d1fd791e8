import { paths } from '../config/paths';

/** The query parameter of /login that says where to come back to after signing in. */
export const NEXT_PARAM = 'next';

// Any base will do: a path of this shop resolves against it and keeps its origin; anything that
// would leave the shop (//evil.example, /\evil.example, https://…) resolves to another origin.
const BASE = 'https://squ.invalid';

/** `target` as a path of this shop ('/orders?x=1#y'), or null when it is not one (or is /login itself). */
function shopPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /login, remembering the page that asked for it (checkout, orders, profile) so that signing
 * in or registering returns there. Home needs no reminder: it is where sign-in goes anyway.
 */
export function loginPath(from?: string | null): string {
  const back = shopPath(from);
  return back && back !== paths.home ? `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: back })}` : paths.login;
}

/**
 * Where to go after signing in: the page /login was asked from, if it is a page of this shop
 * (never another site: no open redirect), else null (the caller goes home, as the spec says).
 */
export function returnPath(search: URLSearchParams): string | null {
  return shopPath(search.get(NEXT_PARAM));
}
