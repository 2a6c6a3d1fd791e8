import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * The id of a request, as `requestIds` gave it (undefined before that). It is carried on the
 * request itself, not in an AsyncLocalStorage: in Node 20 one of those turns on promise hooks
 * for every promise the process makes, and that was 4-17% of an order's CPU in A/B runs of two
 * builds here. The code that answers or logs an error has the request at hand.
 */
export const requestIdOf = (req: IncomingMessage | undefined): string | undefined => (req as { id?: string } | undefined)?.id;

const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Gives a request its id: the caller's X-Request-Id when it is sane, else a new one. Answers it. */
function assignRequestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  (req as { id?: string }).id = requestId;
  return requestId;
}

/**
 * Express middleware, first of all: every request gets an id (a caller's X-Request-Id when it
 * is sane, else a new one), answered in X-Request-Id, and, when `logRequests`, one log line
 * once it finishes.
 */
export function requestIds(log: (entry: Record<string, unknown>) => void, logRequests: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = assignRequestId(req);
    res.setHeader('X-Request-Id', requestId);
    if (logRequests) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log({ level: res.statusCode >= 500 ? 'error' : 'info', msg: 'request', requestId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 });
      });
    }
    next();
  };
}
