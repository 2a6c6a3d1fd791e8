import { createHmac, timingSafeEqual } from 'node:crypto';
import { secureRandomBytes } from '../common/ids.js';

/** The prefix of a Standard Webhooks secret; the rest is the key, base64. */
export const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` and 32 random bytes, base64 (Standard Webhooks' format). */
export const newSecret = (): string => SECRET_PREFIX + secureRandomBytes(32).toString('base64');

const keyOf = (secret: string): Buffer => Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

/** One signature as Standard Webhooks makes it: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with the secret's key. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The headers of a delivery: `webhook-id` (the event's id: the same on every try, for the
 * receiver to drop repeats), `webhook-timestamp` (seconds), and `webhook-signature` with one
 * signature per secret that signs (the current one, and the one before a rotation for 24 hours),
 * space-separated.
 */
export function signedHeaders(secrets: string[], id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, id, timestamp, body)).join(' '),
  };
}

/** Whether one of a header's signatures is `secret`'s (constant time), for the shop's own checks. */
export function verifies(secret: string, headers: Record<string, string>, body: string): boolean {
  const expected = Buffer.from(sign(secret, headers['webhook-id'], Number(headers['webhook-timestamp']), body));
  return headers['webhook-signature'].split(' ').some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
