/**
 * The server the accounts and sessions suites (test/e2e/auth-*.e2e-spec.ts) share, one per spec
 * file, and their registration and sign-in calls on both surfaces.
 *
 * `server` is a live binding: a spec calls `useAuthServer()` once, at its top, and reads it
 * inside its tests, after the hook has set it.
 */
import { gql, rest } from './api';
import { LOGIN, REGISTER } from './shop';
import { type RunningServer, startServer } from './start-server';

export let server: RunningServer;

/** Starts the server before the spec file's tests and stops it after them. */
export function useAuthServer(): void {
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000' } });
  });
  afterAll(async () => server?.stop());
}

export const registerRest = (body: unknown) => rest(server, 'POST', '/api/auth/register', body);
export const registerGql = (input: Record<string, unknown>) => gql(server, REGISTER, { input });
export const loginRest = (body: unknown) => rest(server, 'POST', '/api/auth/login', body);
export const loginGql = (input: Record<string, unknown>) => gql(server, LOGIN, { input });
