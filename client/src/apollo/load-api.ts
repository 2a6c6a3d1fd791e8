import type * as Api from './api';

let api: Promise<typeof Api> | undefined;

/**
 * Apollo's client and the shell's calls through it (apollo/api.ts). They are not part of the
 * shell: a page is drawn and interactive without them (the catalogue comes with a prerendered
 * page, the cart and the session are reactive variables), and they come on first use: the first
 * stock call of a page that shows products, a sign-out, the newsletter form. Pages that use
 * Apollo's hooks import the client with their own chunk (apollo/with-apollo.tsx).
 */
export const loadApi = (): Promise<typeof Api> =>
  (api ??= import('./api').catch((error: unknown) => {
    // A chunk that could not be fetched (offline, a new deployment) is tried again on next use.
    api = undefined;
    throw error;
  }));
