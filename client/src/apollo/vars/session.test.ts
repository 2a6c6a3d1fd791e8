import { MemoryStorage } from '../../testing/fixtures';
import { createSessionActions, createSessionVar, displayName, fullName, SIGNED_OUT, type SessionUser } from './session';

const KEY = 'auth-storage';
const user: SessionUser = {
  id: 'u1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', phone: null, role: 'CUSTOMER',
  address: { addressLine1: null, city: null, state: null, postalCode: null, country: 'India' },
};

describe('session', () => {
  it('stores user and token and sets authenticated; persists under auth-storage', () => {
    const storage = new MemoryStorage();
    const session = createSessionVar(storage);
    createSessionActions(session).setSession(user, 'tok');
    expect(session()).toEqual({ user, token: 'tok', isAuthenticated: true });
    expect(createSessionVar(storage)()).toEqual({ user, token: 'tok', isAuthenticated: true });
  });

  it('never stores a refresh token', () => {
    const storage = new MemoryStorage();
    createSessionActions(createSessionVar(storage)).setSession(user, 'tok');
    expect(storage.getItem(KEY)).not.toMatch(/refresh/i);
  });

  it('clearing resets everything', () => {
    const session = createSessionVar(new MemoryStorage());
    const { setSession, clearSession } = createSessionActions(session);
    setSession(user, 'tok');
    clearSession();
    expect(session()).toEqual(SIGNED_OUT);
  });

  it('replaces the user after a profile update only while signed in', () => {
    const session = createSessionVar(new MemoryStorage());
    const { setSession, updateSessionUser, clearSession } = createSessionActions(session);
    updateSessionUser(user);
    expect(session().user).toBeNull();
    setSession(user, 'tok');
    updateSessionUser({ ...user, firstName: 'Asha M.' });
    expect(session().user?.firstName).toBe('Asha M.');
    clearSession();
  });

  it.each([
    ['broken JSON', '{"version":1,'],
    ['signed in without a token', JSON.stringify({ version: 1, state: { user, token: null, isAuthenticated: true } })],
    ['a foreign shape', JSON.stringify({ version: 1, state: { state: { user } } })],
    ['an old version', JSON.stringify({ version: 0, state: { user, token: 't', isAuthenticated: true } })],
  ])('discards a stored session that is %s', (_, text) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, text);
    expect(createSessionVar(storage)()).toEqual(SIGNED_OUT);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('greets by first name, else e-mail', () => {
    expect(displayName(user)).toBe('Asha');
    expect(displayName({ ...user, firstName: ' ' })).toBe('asha@example.in');
    expect(displayName(null)).toBe('');
  });

  it('writes the full name from the names given, skipping an empty one', () => {
    expect(fullName(user)).toBe('Asha Rao');
    expect(fullName({ firstName: 'Asha', lastName: '' })).toBe('Asha');
    expect(fullName({ firstName: '', lastName: 'Rao' })).toBe('Rao');
    expect(fullName({ firstName: '', lastName: '' })).toBe('');
  });
});
