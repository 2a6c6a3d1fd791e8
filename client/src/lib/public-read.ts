import { GRAPHQL_PATH } from '../config/paths';

/**
 * A public GraphQL read (no variables, no session) by GET with the browser's own fetch, for a
 * page that must not load Apollo's client for it (the home page's offers). The server answers
 * it with Cache-Control from the schema's hints, so the browser keeps it as it keeps the
 * catalogue's. The Content-Type is what Apollo's CSRF prevention takes as a preflighted request.
 * Rejects when the answer has no data (an HTTP failure or a GraphQL error).
 */
export async function publicRead<T>(query: string): Promise<T> {
  const response = await fetch(`${GRAPHQL_PATH}?${new URLSearchParams({ query })}`, { headers: { 'content-type': 'application/json' } });
  const { data, errors } = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!data) throw new Error(errors?.[0]?.message ?? `${GRAPHQL_PATH} answered ${response.status}`);
  return data;
}
