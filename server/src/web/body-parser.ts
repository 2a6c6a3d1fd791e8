import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../common/app-error.js';
import { sendRestError } from '../common/rest-exception.filter.js';
import { requestIdOf } from '../logging/request-context.js';
import { nestedDeeperThan, TOO_DEEP_MESSAGE } from './json-depth.js';

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

/** A body refused by `verify`, before it is parsed: body-parser passes its `type` on to us. */
const refusal = (type: string) => Object.assign(new Error(type), { type });

/** What the client is told of a body that could not be read, by body-parser's error type. */
function unreadable(type: string | undefined): AppError {
  switch (type) {
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${BODY_LIMIT}`);
    case 'entity.too.deep':
      return new AppError('BAD_USER_INPUT', TOO_DEEP_MESSAGE);
    case 'entity.parse.failed':
      return new AppError('BAD_USER_INPUT', 'The request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('BAD_USER_INPUT', 'The request body must be UTF-8 JSON');
    default:
      return new AppError('BAD_USER_INPUT', 'The request body could not be read');
  }
}

/**
 * A GraphQL GET carries its variables and extensions as JSON in the query string: held to the same
 * depth. Express 5 parses the whole query string again at each read of `req.query` (a getter):
 * it is read once.
 */
const queryTooDeep = (req: Request): boolean => {
  const { variables, extensions } = req.query as Record<string, unknown>;
  return [variables, extensions].some((json) => typeof json === 'string' && nestedDeeperThan(Buffer.from(json)));
};

/**
 * JSON bodies up to 100 KB, nested at most MAX_JSON_DEPTH levels. Malformed or too deep JSON is
 * a 400 and an oversized body a 413, in the REST error shape under /api and as a GraphQL error
 * response on /graphql.
 */
export function jsonBodyParser(): RequestHandler {
  const parse = express.json({
    limit: BODY_LIMIT,
    strict: false,
    verify: (req, _res, buf, encoding) => {
      // The depth is measured on the bytes, before JSON.parse: only UTF-8's are read that way
      // (RFC 8259 asks JSON to be UTF-8; in UTF-16 a byte of another character can look like a quote).
      if (encoding !== 'utf-8') throw refusal('charset.unsupported');
      if (nestedDeeperThan(buf)) throw refusal('entity.too.deep');
      // A webhook's signature is over the bytes as sent: they are kept for it (RawBodyRequest).
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
    if (req.method === 'GET' && req.path === '/graphql' && queryTooDeep(req)) return send(unreadable('entity.too.deep'));
    if (FORM_PATH.test(req.path) && req.is('application/x-www-form-urlencoded')) return form(req, res, (err?: unknown) => (err ? send(new AppError('BAD_USER_INPUT', 'The form could not be read')) : next()));
    parse(req, res, (err?: unknown) => {
      if (!err) {
        const at = nulAt(req.body);
        return at === null ? next() : send(new AppError('BAD_USER_INPUT', NUL_MESSAGE, at ? [{ field: at, message: NUL_MESSAGE }] : undefined));
      }
      send(unreadable((err as { type?: string }).type));
    });
  };
}
