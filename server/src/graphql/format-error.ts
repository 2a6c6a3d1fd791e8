import type { GraphQLFormattedError } from 'graphql';
import { AppError } from '../common/app-error.js';
import { toAppError } from '../common/error-mapping.js';
import { currentRequestId } from '../logging/request-context.js';

/**
 * GraphQL errors: our AppErrors keep their code, message and field errors; errors the
 * GraphQL layer itself raises (parse, validation, variable types) are the client's
 * (BAD_USER_INPUT); anything else is hidden behind a generic message.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const code = formatted.extensions?.code as string | undefined;
  if (!original || (!(original instanceof AppError) && code && code !== 'INTERNAL_SERVER_ERROR')) {
    // Raised by GraphQL itself: syntax, validation, coercion. Safe to show; no stack.
    const clientCode = code === 'GRAPHQL_PARSE_FAILED' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' || !code ? 'BAD_USER_INPUT' : code;
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: clientCode, requestId: currentRequestId() } };
  }
  const app = toAppError(original);
  return {
    message: app.message,
    path: formatted.path,
    extensions: {
      code: app.code,
      ...(app.errors?.length ? { errors: app.errors } : {}),
      ...(app.retryAfter ? { retryAfter: app.retryAfter } : {}),
      requestId: currentRequestId(),
    },
  };
}
