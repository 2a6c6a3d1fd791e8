import { env } from '../config/env';

/**
 * A public GraphQL read (no variables, no session) by GET with the browser's own fetch, for a
 * page that must not load Apollo's client for it (the home page's offers). The server answers
 * it with Cache-Control from the schema's hints, so the browser keeps it as it keeps the
 * catalogue's. The Content-Type is what Apollo's CSRF prevention takes as a preflighted request.
 * Rejects on an HTTP failure or a GraphQL error.
 */
export async function publicRead<T>(query: string): Promise<T> {
  const response = await fetch(`${env.graphqlUrl}?${new URLSearchParams({ query })}`, { headers: { 'content-type': 'application/json' } });
  if (!response.ok) throw new Error(`${env.graphqlUrl} answered ${response.status}`);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'The query answered no data');
  return body.data;
}
