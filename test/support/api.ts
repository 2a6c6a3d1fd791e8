import { contractAt } from './contract';
import type { RunningServer } from './start-server';

export const WEBSITE = 'squ-fashion-web';

export interface HttpAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A REST call; `body` is sent as JSON unless it is already a string. The answer of a call the
 * OpenAPI document describes must agree with it (status and body), or the call throws.
 */
export async function rest<T = any>(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
  opts: { token?: string; headers?: Record<string, string>; cookie?: string } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(server.url + path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (path.startsWith('/api/')) {
    const problems = (await contractAt(server.url)).problems(method, path, res.status, parsed);
    if (problems.length) throw new Error(`The answer breaks the OpenAPI document:\n${problems.join('\n')}\nbody: ${text.slice(0, 500)}`);
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A GraphQL operation over HTTP POST /graphql. */
export async function gql<T = any>(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { token?: string; cookie?: string } = {},
): Promise<HttpAnswer<{ data?: T; errors?: { message: string; extensions?: { code?: string; errors?: { field: string; message: string }[] } }[] }>> {
  return rest(server, 'POST', '/graphql', { query, variables }, opts);
}

let counter = 0;
/** A fresh, valid registration body. */
export function newShopper(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `shopper.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.in`,
    password: 'secret123',
    firstName: 'Asha',
    lastName: 'Verma',
    website: WEBSITE,
    ...overrides,
  };
}

export const FULL_PROFILE = {
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '+91 98765 43210',
  address: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' },
};

/**
 * An email as long as real ones get (~60 characters, one unbroken word): a page that shows it
 * must wrap it rather than grow wider than a phone.
 */
export const longEmail = () => `meenakshi.sundaram.venkataraman.${Date.now().toString(36)}.${(counter += 1)}@rediffmail.co.in`;

/** Registers a shopper over REST (its registration body changed by `overrides`), fills the profile, and answers the user, token and refresh token. */
export async function signedUpShopper(server: RunningServer, profile = true, overrides: Record<string, unknown> = {}) {
  const reg = await rest(server, 'POST', '/api/auth/register', newShopper(overrides));
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  if (profile) {
    const upd = await rest(server, 'PUT', '/api/user/profile', FULL_PROFILE, { token: reg.body.token });
    if (upd.status !== 200) throw new Error(`profile failed: ${upd.status} ${JSON.stringify(upd.body)}`);
  }
  return { user: reg.body.user as { id: string; email: string }, token: reg.body.token as string, refreshToken: reg.body.refreshToken as string };
}
