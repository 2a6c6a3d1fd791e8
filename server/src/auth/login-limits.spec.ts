import { jest } from '@jest/globals';
import { AppError } from '../common/app-error.js';
import { loadConfig } from '../config/config.js';
import { Counters, MemoryCounterStore } from '../rate-limit/counters.js';
import { addressBucket, keysOf, LoginLimits } from './login-limits.js';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const SITE = 'squ-fashion-web';
const OWNER = 'asha@example.in';

const configWith = (env: Record<string, string> = {}) => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: '/nonexistent', ...env });

function limiter(env: Record<string, string> = {}) {
  const config = configWith({ RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS: '3', RATE_LIMIT_LOGIN_PER_ADDRESS: '5', RATE_LIMIT_LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES: '4', ...env });
  return new LoginLimits(new Counters(new MemoryCounterStore(), config.rateLimits.windowSeconds), config);
}

/** 'ok' when the attempt may go on, else the refusal's code. */
async function attempt(limits: LoginLimits, ip: string, outcome: 'fail' | 'succeed' | 'abandon', email = OWNER): Promise<string> {
  try {
    const a = await limits.begin(SITE, email, ip);
    if (outcome === 'succeed') await a.succeeded();
    if (outcome === 'abandon') await a.abandoned();
    return 'ok';
  } catch (error) {
    return (error as AppError).code;
  }
}
const times = async (n: number, f: () => Promise<string>) => {
  const seen: string[] = [];
  for (let i = 0; i < n; i += 1) seen.push(await f());
  return seen;
};

describe('configuration of the sign-in limits', () => {
  test('by default: 10 failures per account and address, 100 per address, 100 per account from new addresses, in 15 minutes', () => {
    expect(configWith().rateLimits).toEqual(
      expect.objectContaining({ loginPerAccountAndAddress: 10, loginPerAddress: 100, loginPerAccountFromNewAddresses: 100, windowSeconds: 900 }),
    );
  });

  test('RATE_LIMIT_LOGIN_PER_ACCOUNT, the former name, still sets the per-account-and-address limit; the new name wins over it', () => {
    expect(configWith({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '7' }).rateLimits.loginPerAccountAndAddress).toBe(7);
    expect(configWith({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '7', RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS: '4' }).rateLimits.loginPerAccountAndAddress).toBe(4);
    expect(() => configWith({ RATE_LIMIT_LOGIN_PER_ACCOUNT: 'ten' })).toThrow(/RATE_LIMIT_LOGIN_PER_ACCOUNT must be a whole number/);
    expect(() => configWith({ RATE_LIMIT_LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES: '0' })).toThrow(/FROM_NEW_ADDRESSES must be a whole number/);
  });
});

describe('LoginLimits', () => {
  test('failures of one account from one address: the 4th attempt is refused, whatever its password, with the seconds to wait', async () => {
    const limits = limiter();
    expect(await times(3, () => attempt(limits, '10.0.0.1', 'fail'))).toEqual(['ok', 'ok', 'ok']);
    expect(await attempt(limits, '10.0.0.1', 'succeed')).toBe('TOO_MANY_REQUESTS');
    const refusal = await limits.begin(SITE, OWNER, '10.0.0.1').catch((e: AppError) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).retryAfter).toBeGreaterThan(800);
  });

  test("a stranger's failures from another address never refuse the owner at home", async () => {
    const limits = limiter();
    await limits.registered(SITE, OWNER, '10.0.0.9');
    await times(10, () => attempt(limits, '10.0.0.2', 'fail'));
    expect(await attempt(limits, '10.0.0.2', 'succeed')).toBe('TOO_MANY_REQUESTS');
    expect(await attempt(limits, '10.0.0.9', 'succeed')).toBe('ok');
  });

  test("a success clears that address's failures on the account, and takes back its own count everywhere", async () => {
    const limits = limiter();
    const seen = await times(2, () => attempt(limits, '10.0.0.3', 'fail'));
    seen.push(await attempt(limits, '10.0.0.3', 'succeed'));
    seen.push(...(await times(3, () => attempt(limits, '10.0.0.3', 'fail'))));
    seen.push(await attempt(limits, '10.0.0.3', 'fail'));
    // The success cleared the first two failures: three more are allowed, the fourth is not.
    expect(seen).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
  });

  test('successes do not count against the address; failures on any accounts do', async () => {
    const limits = limiter();
    expect(await times(8, () => attempt(limits, '10.0.0.4', 'succeed'))).toEqual(Array(8).fill('ok'));
    let i = 0;
    const spray = await times(6, () => attempt(limits, '10.0.0.4', 'fail', `someone.${(i += 1)}@example.in`));
    expect(spray).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
    expect(await attempt(limits, '10.0.0.4', 'succeed')).toBe('TOO_MANY_REQUESTS');
    expect(await attempt(limits, '10.0.0.5', 'succeed')).toBe('ok');
  });

  test('an attempt abandoned before its password was judged (a database outage) is held against no one', async () => {
    const limits = limiter();
    expect(await times(10, () => attempt(limits, '10.0.0.6', 'abandon'))).toEqual(Array(10).fill('ok'));
    expect(await attempt(limits, '10.0.0.6', 'fail')).toBe('ok');
  });

  test('after 4 failures on the account from anywhere, only addresses it registered or signed in from may try', async () => {
    const limits = limiter();
    await limits.registered(SITE, OWNER, '10.0.1.1');
    expect(await attempt(limits, '10.0.1.2', 'succeed')).toBe('ok');
    const spread = [];
    for (let i = 1; i <= 5; i += 1) spread.push(await attempt(limits, `10.0.2.${i}`, 'fail'));
    expect(spread).toEqual(['ok', 'ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
    expect(await attempt(limits, '10.0.2.99', 'succeed')).toBe('TOO_MANY_REQUESTS');
    expect(await attempt(limits, '10.0.1.1', 'succeed')).toBe('ok');
    expect(await attempt(limits, '10.0.1.2', 'succeed')).toBe('ok');
    // Another account is not concerned.
    expect(await attempt(limits, '10.0.2.99', 'succeed', 'other@example.in')).toBe('ok');
  });

  test('an address stays one of the account\'s own for REFRESH_TOKEN_TTL_DAYS after its latest sign-in, not its first', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const hours = (h: number) => jest.setSystemTime(Date.now() + h * 3_600_000);
      const limits = limiter({ REFRESH_TOKEN_TTL_DAYS: '1', RATE_LIMIT_WINDOW_SECONDS: '86400' });
      await limits.registered(SITE, OWNER, '10.0.3.1');
      hours(20);
      expect(await attempt(limits, '10.0.3.1', 'succeed')).toBe('ok');
      hours(20);
      for (let i = 1; i <= 5; i += 1) await attempt(limits, `10.0.4.${i}`, 'fail');
      expect(await attempt(limits, '10.0.4.99', 'succeed')).toBe('TOO_MANY_REQUESTS');
      // 40 hours after the registration, 20 after the latest sign-in: still at home.
      expect(await attempt(limits, '10.0.3.1', 'succeed')).toBe('ok');
      hours(25);
      for (let i = 6; i <= 10; i += 1) await attempt(limits, `10.0.4.${i}`, 'fail');
      // More than a day since the owner last signed in there: a new address like any other.
      expect(await attempt(limits, '10.0.3.1', 'succeed')).toBe('TOO_MANY_REQUESTS');
    } finally {
      jest.useRealTimers();
    }
  });

  test('parallel attempts are counted before they are judged: of 10 at once, 3 go on', async () => {
    const limits = limiter({ RATE_LIMIT_LOGIN_PER_ADDRESS: '100' });
    const seen = await Promise.all(Array.from({ length: 10 }, () => attempt(limits, '10.0.0.7', 'fail')));
    expect(seen.filter((s) => s === 'ok')).toHaveLength(3);
  });
});

describe('addressBucket', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::abcd', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, bucket) => expect(addressBucket(ip)).toBe(bucket));
});

describe('keysOf', () => {
  test('an email cannot make its account-and-address key equal to another address and email', () => {
    const a = keysOf(SITE, 'b:c@example.in', '2001:db8::1');
    const b = keysOf(SITE, 'c@example.in', '2001:db8::1:b');
    expect(a.accountAndAddress).not.toBe(b.accountAndAddress);
    expect(keysOf(SITE, 'x|10.0.0.1@example.in', '10.0.0.2').known).not.toBe(keysOf(SITE, 'x@example.in', '10.0.0.1').known);
  });

  test('the account counter keeps its key (operators and dashboards reading Redis know it)', () => {
    expect(keysOf(SITE, OWNER, '10.0.0.1').account).toBe(`login:acct:${SITE}:${OWNER}`);
  });
});
