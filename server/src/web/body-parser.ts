import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../common/app-error.js';
import { sendRestError } from '../common/rest-exception.filter.js';
import { requestIdOf } from '../logging/request-context.js';

const BODY_LIMIT = '100kb';
const WEBHOOK_PATH = '/api/payments/webhook';
/** The sandbox's payment page posts plain HTML forms. */
const FORM_PATH = /^\/sandbox\/pay\//;

/** How /graphql answers a request it cannot even parse: a GraphQL error response. */
const graphqlErrorBody = (error: AppError, requestId: string | undefined) => ({
  errors: [{ message: error.message, extensions: { code: error.code, requestId } }],
});

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The path of the first text holding a NUL ('email', 'items[0].size'; '' for the body itself), or null. */
function nulAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${k}]` : path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return at;
    const inner = nulAt(v, at, depth + 1);
    if (inner !== null) return inner;
  }
  return null;
}

/**
 * JSON bodies up to 100 KB. Malformed JSON is a 400 and an oversized body a 413, in the
 * REST error shape under /api and as a GraphQL error response on /graphql.
 */
export function jsonBodyParser(): RequestHandler {
  const parse = express.json({
    limit: BODY_LIMIT,
    strict: false,
    // A webhook's signature is over the bytes as sent: they are kept for it (RawBodyRequest).
    verify: (req, _res, buf) => {
      if ((req as Request).originalUrl?.startsWith(WEBHOOK_PATH)) (req as Request & { rawBody?: Buffer }).rawBody = buf;
    },
  });
  const form = express.urlencoded({ limit: '10kb', extended: false });
  return (req: Request, res: Response, next: NextFunction) => {
    const send = (error: AppError) => {
      if (req.path === '/graphql') {
        res.status(error.status).json(graphqlErrorBody(error, requestIdOf(req)));
        return;
      }
      sendRestError(res, error);
    };
    // A NUL character has no place in any text the shop keeps; refuse it before anything reads it.
    if (req.path.includes('%00') || req.path.includes('\u0000')) return send(new AppError('BAD_USER_INPUT', NUL_MESSAGE));
    if (FORM_PATH.test(req.path) && req.is('application/x-www-form-urlencoded')) return form(req, res, (err?: unknown) => (err ? send(new AppError('BAD_USER_INPUT', 'The form could not be read')) : next()));
    parse(req, res, (err?: unknown) => {
      if (!err) {
        const at = nulAt(req.body);
        return at === null ? next() : send(new AppError('BAD_USER_INPUT', NUL_MESSAGE, at ? [{ field: at, message: NUL_MESSAGE }] : undefined));
      }
      const e = err as { type?: string; status?: number };
      const error =
        e.type === 'entity.too.large'
          ? new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${BODY_LIMIT}`)
          : e.type === 'entity.parse.failed'
            ? new AppError('BAD_USER_INPUT', 'The request body is not valid JSON')
            : e.type === 'encoding.unsupported' || e.type === 'charset.unsupported'
              ? new AppError('BAD_USER_INPUT', 'The request body must be UTF-8 JSON')
              : new AppError('BAD_USER_INPUT', 'The request body could not be read');
      send(error);
    });
  };
}
