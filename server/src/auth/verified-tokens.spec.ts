import { VerifiedTokens } from './verified-tokens.js';

const EXP = 1_795_000_000; // seconds since the epoch
const actor = { userId: 'user-1', role: 'customer' };

describe('VerifiedTokens', () => {
  test('a token is unknown until it is remembered; then it answers what it carries', () => {
    const tokens = new VerifiedTokens<typeof actor>();
    expect(tokens.get('a.b.c', EXP * 1000 - 60_000)).toBeUndefined();
    tokens.remember('a.b.c', actor, EXP);
    expect(tokens.get('a.b.c', EXP * 1000 - 60_000)).toEqual(actor);
    expect(tokens.get('a.b.d', EXP * 1000 - 60_000)).toBeUndefined();
  });

  test('valid while now < exp, as jsonwebtoken judges it; from exp on it is expired, and then forgotten', () => {
    const tokens = new VerifiedTokens<typeof actor>();
    tokens.remember('t', actor, EXP);
    expect(tokens.get('t', EXP * 1000 - 1)).toEqual(actor);
    expect(tokens.get('t', EXP * 1000)).toBe('expired');
    expect(tokens.size).toBe(0);
    expect(tokens.get('t', EXP * 1000)).toBeUndefined();
  });

  test('each caller gets its own copy: changing it changes nothing remembered', () => {
    const tokens = new VerifiedTokens<typeof actor>();
    const mine = { ...actor };
    tokens.remember('t', mine, EXP);
    mine.role = 'admin';
    const got = tokens.get('t', 0) as typeof actor;
    got.role = 'admin';
    expect(tokens.get('t', 0)).toEqual(actor);
  });

  test('memory is bounded: when full, the oldest token is forgotten first', () => {
    const tokens = new VerifiedTokens<typeof actor>(3);
    for (const t of ['t1', 't2', 't3', 't4']) tokens.remember(t, { ...actor, userId: t }, EXP);
    expect(tokens.size).toBe(3);
    expect(tokens.get('t1', 0)).toBeUndefined();
    expect(tokens.get('t2', 0)).toEqual({ ...actor, userId: 't2' });
    expect(tokens.get('t4', 0)).toEqual({ ...actor, userId: 't4' });
  });
});
