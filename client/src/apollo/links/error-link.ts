import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, of, throwError } from 'rxjs';
import { navigateTo } from '../../lib/navigation';
import { notifyApi } from '../../lib/notify';
import { loginPath } from '../../lib/return-path';
import { clearSession, sessionVar } from '../vars/session';
import { describeError } from './error-messages';
import { refreshSession } from './session-refresh';

const NO_REFRESH = new Set(['RefreshToken', 'Logout', 'Login', 'Register']);
/** A refused sign-in is not an expired session: the shopper reads the server's reason and stays put. */
const CREDENTIALS = new Set(['Login', 'Register']);

/** The page the shopper is on, to come back to after signing in again. */
const currentPage = () => (typeof window === 'undefined' ? null : window.location.pathname + window.location.search);

function signOut(message: string): void {
  clearSession();
  notifyApi.error(message);
  navigateTo(loginPath(currentPage()));
}

/**
 * The one place where API failures become toasts (spec point 8). A 401 first tries one
 * silent refresh with the cookie and replays the request; only when that fails is the
 * session cleared and the shopper sent to /login.
 */
export const errorLink = new ErrorLink(({ error, result, operation, forward }) => {
  const report = describeError(error);
  const ctx = operation.getContext();

  if (report.unauthenticated && CREDENTIALS.has(operation.operationName ?? '')) {
    notifyApi.error(report.serverMessage ?? report.message);
    return;
  }

  if (report.unauthenticated) {
    const canRefresh = sessionVar().isAuthenticated && !ctx.authRetried && !NO_REFRESH.has(operation.operationName ?? '');
    if (canRefresh) {
      return from(refreshSession(operation.client)).pipe(
        // One value (the refresh's outcome): mergeMap, which Apollo's client already carries, does as switchMap would.
        mergeMap((renewed) => {
          if (!renewed) {
            signOut(report.message);
            return result ? of(result) : throwError(() => error);
          }
          operation.setContext({ authRetried: true });
          return forward(operation);
        }),
      );
    }
    if (!ctx.silent) signOut(report.message);
    return;
  }

  if (ctx.silent) {
    console.error(`[api] ${operation.operationName ?? 'operation'} failed:`, error);
    return;
  }
  notifyApi.error(report.message);
});
