import { Inject, Injectable } from '@nestjs/common';
import { isIPv6 } from 'node:net';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { type Counters, refuseOver } from '../rate-limit/counters.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';

/** What becomes of an attempt that passed the limits, once its password has been judged. */
export interface LoginAttempt {
  /** The right password: the attempt was no failure, and the address is now one of the account's own. */
  succeeded(): Promise<void>;
  /** Judged neither way (the database failed): the attempt is not held against anyone. */
  abandoned(): Promise<void>;
}

/**
 * Sign-in limits after OWASP's Authentication and Credential Stuffing cheat sheets. Failures
 * are counted per account and address, per address, and per account from every address; the
 * last refuses only addresses the account has not registered or signed in from lately, so a
 * stranger's failures never lock the owner out of their own address, while guesses spread over
 * many addresses are still bounded.
 *
 * Every attempt is counted before its password is checked, and a success takes its count
 * back: counting failures only after the check would let parallel guesses all pass the check
 * of a counter none of them had raised yet.
 */
@Injectable()
export class LoginLimits {
  constructor(
    @Inject(RateLimitService) private readonly counters: Counters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts an attempt as a failure until told otherwise; throws TOO_MANY_REQUESTS when over a limit. */
  async begin(website: string, email: string, ip: string): Promise<LoginAttempt> {
    const k = keysOf(website, email, ip);
    const limits = this.config.rateLimits;
    const counted = [k.accountAndAddress, k.address, k.account];
    const [known, counts] = await Promise.all([this.counters.peek(k.known), this.counters.hit(counted)]);
    refuseOver(counts, [limits.loginPerAccountAndAddress, limits.loginPerAddress, known > 0 ? Infinity : limits.loginPerAccountFromNewAddresses]);
    return {
      succeeded: async () => {
        // Only someone who knows the password can clear this address's failures on the account,
        // and they have no need to guess; the address counter is not cleared, or signing in to
        // an account of one's own would reset it between guesses at others.
        await Promise.all([
          this.counters.reset([k.accountAndAddress]),
          this.counters.undo([k.address, k.account]),
          this.remember(k.known),
        ]);
      },
      abandoned: () => this.counters.undo(counted),
    };
  }

  /** After a registration: the address an account was made from is one of its own. */
  async registered(website: string, email: string, ip: string): Promise<void> {
    await this.remember(keysOf(website, email, ip).known);
  }

  private async remember(key: string) {
    // As long as a session lasts, from the latest sign-in: an owner who signed in here within
    // that time still counts as at home.
    await this.counters.mark(key, this.config.refreshTokenTtlDays * 86_400);
  }
}

/**
 * The counters' keys. The address comes first and ends at '|', which no address contains, so
 * that no email (which may contain ':') can make one account-and-address key equal another.
 */
export function keysOf(website: string, email: string, ip: string) {
  const address = addressBucket(ip);
  const account = `${website}:${email}`;
  return {
    accountAndAddress: `login:acct-ip:${address}|${account}`,
    address: `login:ip:${address}`,
    account: `login:acct:${account}`,
    known: `login:known:${address}|${account}`,
  };
}

/**
 * The address limits count by: an IPv4 address (also when written as IPv4-mapped IPv6), or the
 * /64 network of an IPv6 address, since one subscriber is usually given a whole /64 and could
 * otherwise try from a fresh address each time.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const plain = ip.split('%')[0];
  if (!isIPv6(plain)) return ip;
  const groups = (part: string) => (part ? part.split(':') : []);
  const width = (gs: string[]) => gs.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, null];
  const left = groups(head);
  const right = tail === null ? [] : groups(tail);
  const all = tail === null ? left : [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
