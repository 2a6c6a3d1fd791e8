import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../common/app-error.js';
import { sendRestError } from '../common/rest-exception.filter.js';

export const BODY_LIMIT = '100kb';

/**
 * JSON bodies up to 100 KB. Malformed JSON is a 400 and an oversized body a 413, in the
 * REST error shape under /api and as a GraphQL error response on /graphql.
 */
export function jsonBodyParser(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT, strict: false });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { type?: string; status?: number };
      const error =
        e.type === 'entity.too.large'
          ? new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${BODY_LIMIT}`)
          : e.type === 'entity.parse.failed'
            ? new AppError('BAD_USER_INPUT', 'The request body is not valid JSON')
            : e.type === 'encoding.unsupported' || e.type === 'charset.unsupported'
              ? new AppError('BAD_USER_INPUT', 'The request body must be UTF-8 JSON')
              : new AppError('BAD_USER_INPUT', 'The request body could not be read');
      if (req.path === '/graphql') {
        res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: error.code } }] });
        return;
      }
      sendRestError(res, error);
    });
  };
}
