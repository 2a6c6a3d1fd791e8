import helmet from 'helmet';
import type { ServerResponse } from 'node:http';

/**
 * Security headers (helmet) with a Content-Security-Policy that allows only our own origin.
 * Styles allow 'unsafe-inline' because the UI library injects style tags at run time;
 * the explorer's editor runs workers from blob: URLs.
 */
export const helmetWithPolicy = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

interface HeaderEdits {
  /** [name as helmet spells it, value], in helmet's order. */
  set: [string, string][];
  removed: string[];
}

/**
 * What helmet does to an answer's headers, worked out once by running it on a stand-in
 * response: with this policy it reads nothing of the request, so the edits are the same for
 * every answer. Applying them as one list spares each request helmet's twelve middlewares
 * (their closures were a few percent of a kept ordersByUser answer's CPU).
 */
function helmetEdits(): HeaderEdits {
  const set = new Map<string, [string, string]>();
  const removed = new Set<string>();
  const res = {
    setHeader: (k: string, v: unknown) => {
      set.set(k.toLowerCase(), [k, String(v)]);
      removed.delete(k.toLowerCase());
    },
    removeHeader: (k: string) => {
      set.delete(k.toLowerCase());
      removed.add(k.toLowerCase());
    },
    getHeader: (k: string) => set.get(k.toLowerCase())?.[1],
  };
  let called = false;
  helmetWithPolicy()({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => (called = true));
  if (!called) throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return { set: [...set.values()], removed: [...removed] };
}

let edits: HeaderEdits | undefined;

/** Puts the security headers on an answer (the Express middleware and the fast lane both use this). */
export function applySecurityHeaders(res: Pick<ServerResponse, 'setHeader' | 'removeHeader'>): void {
  edits ??= helmetEdits();
  for (const [k, v] of edits.set) res.setHeader(k, v);
  for (const k of edits.removed) res.removeHeader(k);
}

/** Express middleware: the security headers on every answer. */
export const securityHeaders =
  () =>
  (_req: unknown, res: ServerResponse, next: () => void): void => {
    applySecurityHeaders(res);
    next();
  };
