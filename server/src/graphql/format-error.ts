import type { ApolloServerPlugin } from '@apollo/server';
import type { IncomingMessage } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import { AppError } from '../common/app-error.js';
import { toAppError } from '../common/error-mapping.js';
import { requestIdOf } from '../logging/request-context.js';

/** The id of the request each error happened in: Apollo calls formatError without the request. */
const requestIds = new WeakMap<object, string>();

/**
 * Marks the errors of a request with its id before Apollo formats them (didEncounterErrors
 * comes first), so that formatError can answer it and log it. Errors Apollo raises before a
 * request has begun (a body that is not a GraphQL request at all) have none; their answer
 * still carries the X-Request-Id header.
 */
export const requestIdsOfErrors: ApolloServerPlugin<{ req?: IncomingMessage }> = {
  async requestDidStart({ contextValue }) {
    const requestId = requestIdOf(contextValue.req);
    if (!requestId) return;
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) requestIds.set(error, requestId);
      },
    };
  },
};

/**
 * GraphQL errors: our AppErrors keep their code, message and field errors; errors the
 * GraphQL layer itself raises (parse, validation, variable types) are the client's
 * (BAD_USER_INPUT); anything else is hidden behind a generic message.
 */
const DOCUMENTED = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE']);

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const code = formatted.extensions?.code as string | undefined;
  const requestId = error !== null && typeof error === 'object' ? requestIds.get(error) : undefined;
  if (!original || (!(original instanceof AppError) && code && code !== 'INTERNAL_SERVER_ERROR')) {
    // Raised by GraphQL or Apollo themselves: syntax, validation, coercion, a malformed
    // request, an unknown operation, an operation type the schema lacks. All are the
    // client's; the message is safe to show and there is no stack. Our own codes pass.
    const clientCode = code && DOCUMENTED.has(code) ? code : 'BAD_USER_INPUT';
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: clientCode, requestId } };
  }
  const app = toAppError(original, requestId);
  return {
    message: app.message,
    path: formatted.path,
    extensions: {
      code: app.code,
      ...(app.errors?.length ? { errors: app.errors } : {}),
      ...(app.retryAfter ? { retryAfter: app.retryAfter } : {}),
      requestId,
    },
  };
}
