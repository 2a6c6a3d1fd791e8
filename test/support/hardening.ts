/**
 * The server the hardening suites (test/e2e/hardening-*.e2e-spec.ts) share, one per spec file,
 * with one signed-up shopper whose token opens the calls that need one.
 *
 * `server`, `token` and `userId` are live bindings: a spec calls `useShopperServer()` once, at
 * its top, and reads them inside its tests, after the hook has set them.
 */
import { signedUpShopper } from './api';
import { type RunningServer, startServer } from './start-server';

export let server: RunningServer;
export let token: string;
export let userId: string;

/** Starts the server and signs the shopper up before the spec file's tests; stops it after them. */
export function useShopperServer(): void {
  beforeAll(async () => {
    server = await startServer();
    const s = await signedUpShopper(server);
    token = s.token;
    userId = s.user.id;
  });
  afterAll(async () => server?.stop());
}
