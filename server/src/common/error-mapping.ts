import { HttpException } from '@nestjs/common';
import { isLockTimeout, isUnstorableText } from '../database/errors.js';
import { writeLog } from '../logging/json-logger.js';
import { AppError, brieflyUnavailable, type ErrorCode } from './app-error.js';

/** An error line of the request `requestId` (when there is one), as Nest's Logger('Errors') wrote it. */
const logError = (msg: string, requestId: string | undefined) => writeLog({ level: 'error', context: 'Errors', msg, requestId });

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Errors of a database that cannot be reached: the request is not the client's fault, nor a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; driverError?: { code?: string } };
  const code = e?.driverError?.code ?? e?.code;
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001', '08003', 'SQLITE_BUSY'].includes(code)) return true;
  // 'timeout expired' is pg's own connect timeout (data-source.ts gives each connection one).
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error|Query read timeout|Client was closed and is not queryable/i.test(e?.message ?? '');
}

/**
 * Turns anything thrown while serving a request into an AppError that is safe to show:
 * our own errors as they are, framework HTTP errors by status, an unreachable database as
 * 503, and everything else as a generic 500 whose details go only to the log, with the id of
 * the request it happened in.
 */
export function toAppError(error: unknown, requestId?: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT');
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    return new AppError(code, status >= 500 ? 'Server error. Please try again later.' : typeof message === 'string' ? message : error.message);
  }
  if (isUnstorableText(error)) {
    return new AppError('BAD_USER_INPUT', 'Some text is too long or contains characters that cannot be stored (such as NUL)');
  }
  if (isDatabaseUnavailable(error)) {
    logError(`database unavailable: ${(error as Error).message}`, requestId);
    return brieflyUnavailable();
  }
  // A transaction that waited its turn for a row too many times (DatabaseService.transactionInLine): busy, not broken.
  if (isLockTimeout(error)) {
    logError(`busy: ${(error as Error).message}`, requestId);
    return brieflyUnavailable();
  }
  logError((error as Error)?.stack ?? String(error), requestId);
  return new AppError('INTERNAL_SERVER_ERROR', 'Server error. Please try again later.');
}
