import { badInput } from './app-error.js';

/** A key a client makes once per request it may send again (placing an order, the staff's refund): a UUID will do. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Refuses a key that is not 8 to 128 letters, digits or `_ . : -` (BAD_USER_INPUT). */
export function assertIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY.test(key)) throw badInput('Idempotency-Key must be 8 to 128 letters, digits or _ . : -');
}
