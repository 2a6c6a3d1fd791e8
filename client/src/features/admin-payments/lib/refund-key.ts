/**
 * The idempotency key of one opening of the refund dialog, sent with every submit from it: sent
 * again (a double click, a retry after a timeout) the server answers the refund it made; after an
 * answer that was lost, other figures typed are refused (409) rather than refunded on top. A
 * refusal writes nothing, so the same key may carry corrected figures. 32 hex characters from
 * the browser's CSPRNG (crypto.randomUUID wants a secure context).
 */
export const newRefundKey = (): string => `refund-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
