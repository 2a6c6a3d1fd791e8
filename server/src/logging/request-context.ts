import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The id of the request being served, carried through every await to the log lines it causes. */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Gives each request an id (a caller's X-Request-Id when it is sane, else a new one),
 * answers it in X-Request-Id, and logs one line per request when it finishes.
 */
export function requestIds(log: (entry: Record<string, unknown>) => void, logRequests: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    (req as Request & { id?: string }).id = requestId;
    const started = process.hrtime.bigint();
    if (logRequests) {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log({ level: res.statusCode >= 500 ? 'error' : 'info', msg: 'request', requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
      });
    }
    storage.run({ requestId }, next);
  };
}
