import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestIdOf } from '../logging/request-context.js';
import type { AppError } from './app-error.js';
import { toAppError } from './error-mapping.js';

/** The REST error shape: `{ statusCode, message, code, errors? }`. */
export function sendRestError(res: Response, error: AppError): void {
  if (res.headersSent) return;
  if (error.retryAfter) res.setHeader('Retry-After', String(error.retryAfter));
  res.status(error.status).json({
    statusCode: error.status,
    message: error.message,
    code: error.code,
    ...(error.errors?.length ? { errors: error.errors } : {}),
    requestId: requestIdOf(res.req),
  });
}

/** REST errors; GraphQL errors are shaped by the GraphQL module's formatError. */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType<string>() !== 'http') throw exception;
    const http = host.switchToHttp();
    sendRestError(http.getResponse<Response>(), toAppError(exception, requestIdOf(http.getRequest<Request>())));
  }
}
