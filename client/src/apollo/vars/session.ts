import type { ReactiveVar } from '@apollo/client';
import { STORAGE_KEYS } from '../../config/constants';
import type { SessionUserFragment } from '../../gql/graphql';
import { makePersistedVar, type KeyValueStorage } from './persisted-var';

export type SessionUser = SessionUserFragment;

/**
 * The signed-in session. The refresh token never appears here: the server keeps it in an
 * HttpOnly cookie that scripts cannot read.
 */
export interface Session {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
}

const SESSION_VERSION = 1;
export const SIGNED_OUT: Session = { user: null, token: null, isAuthenticated: false };

export function parseSession(raw: unknown): Session | null {
  const s = raw as Record<string, unknown> | null;
  if (!s || typeof s !== 'object') return null;
  const user = s.user as Record<string, unknown> | null;
  const userOk = user === null || (!!user && typeof user.id === 'string' && typeof user.email === 'string');
  const tokenOk = s.token === null || typeof s.token === 'string';
  if (!userOk || !tokenOk || typeof s.isAuthenticated !== 'boolean') return null;
  // A session that claims to be signed in must carry both a user and a token.
  if (s.isAuthenticated && (!user || !s.token)) return null;
  return { user: user as SessionUser | null, token: s.token as string | null, isAuthenticated: s.isAuthenticated };
}

export const createSessionVar = (storage?: KeyValueStorage | null) =>
  makePersistedVar<Session>({
    key: STORAGE_KEYS.auth,
    version: SESSION_VERSION,
    initial: SIGNED_OUT,
    parse: parseSession,
    storage,
  });

export const sessionVar = createSessionVar();

export function createSessionActions(session: ReactiveVar<Session>) {
  return {
    /** Sign-in, registration and a silent refresh all end here. */
    setSession(user: SessionUser, token: string): void {
      session({ user, token, isAuthenticated: true });
    },
    /** The profile was saved: the updated user replaces the session user. */
    updateSessionUser(user: SessionUser): void {
      const current = session();
      if (current.isAuthenticated) session({ ...current, user });
    },
    clearSession(): void {
      session(SIGNED_OUT);
    },
  };
}

export const { setSession, updateSessionUser, clearSession } = createSessionActions(sessionVar);

/** 'Welcome, ' + first name, or else the e-mail. */
export const displayName = (user: SessionUser | null): string =>
  user?.firstName?.trim() || user?.email || '';

/** 'Asha Rao': the names the shopper gave, '' when none (the caller chooses what shows instead). */
export const fullName = (user: Pick<SessionUser, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
