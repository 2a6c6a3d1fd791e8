/** 32 hex characters from the browser's CSPRNG (works on plain-http hosts too, unlike randomUUID). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One idempotency key per checkout attempt. The key stays the same while the order being
 * placed is the same (a double click, a retry after a timeout): the server then answers the
 * one order it made. A different order (other items, method or address) gets a new key, and
 * so does the next attempt after a success.
 */
export function createAttemptKeys(newKey: () => string = randomKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    /** The order was placed: the next attempt is a new one. */
    settle(): void {
      current = null;
    },
  };
}
