import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import { badInput } from '../common/app-error.js';
import { secureRandomBytes } from '../common/ids.js';

/**
 * Where a Cash on Delivery order's refund is paid: a UPI id, or a bank account (IFSC and account
 * number). The shop shows it masked; the full details are kept sealed (AES-256-GCM, a key derived
 * from JWT_SECRET) only until the admin records the payout, then dropped.
 */
export type Payout = { kind: 'upi'; upiId: string } | { kind: 'bank'; ifsc: string; accountNumber: string; accountName: string };

/** name@bank: 2-256 characters before the @ (letters, digits, . _ -), a handle of letters after it. */
export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** RBI's IFSC: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers: 9 to 18 digits. */
export const ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

export interface PayoutInput {
  upiId?: string | null;
  ifsc?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
}

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

/** The payout the shopper gave, checked: a UPI id or a whole bank account, not both. BAD_USER_INPUT naming the field. */
export function payoutOf(input: PayoutInput | null | undefined, field = 'refundTo'): Payout {
  const upi = input?.upiId?.trim() || null;
  const ifsc = input?.ifsc?.trim().toUpperCase() || null;
  const account = input?.accountNumber?.replace(/[\s-]/g, '') || null;
  const name = input?.accountName?.trim() || null;
  if (upi && (ifsc || account)) throw refuse(field, 'Give a UPI ID or a bank account for the refund, not both');
  if (upi) {
    if (!UPI_PATTERN.test(upi)) throw refuse(`${field}.upiId`, 'Please enter a valid UPI ID, e.g. name@okbank');
    return { kind: 'upi', upiId: upi };
  }
  if (!ifsc && !account) throw refuse(field, 'Cash on Delivery orders are refunded to a UPI ID or a bank account: please give one');
  if (!ifsc || !IFSC_PATTERN.test(ifsc)) throw refuse(`${field}.ifsc`, 'Please enter a valid IFSC: 11 characters, e.g. HDFC0001234');
  if (!account || !ACCOUNT_PATTERN.test(account)) throw refuse(`${field}.accountNumber`, 'Please enter a valid account number: 9 to 18 digits');
  if (!name || name.length > 100) throw refuse(`${field}.accountName`, "Please enter the account holder's name (at most 100 characters)");
  return { kind: 'bank', ifsc, accountNumber: account, accountName: name };
}

/** How the shop shows a payout: 'UPI ra****@okaxis' or 'HDFC0001234 ••••6789'. */
export function maskedPayout(p: Payout): string {
  if (p.kind === 'upi') {
    const [name, handle] = p.upiId.split('@');
    return `UPI ${name.slice(0, 2)}${'*'.repeat(Math.max(2, name.length - 2))}@${handle}`;
  }
  return `${p.ifsc} ••••${p.accountNumber.slice(-4)}`;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('squ returns payout sealing key').digest();

/** The payout sealed for storage: iv.tag.ciphertext, base64url. */
export function sealPayout(p: Payout, secret: string): string {
  const iv = secureRandomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(p), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unsealPayout(sealed: string, secret: string): Payout {
  const [iv, tag, body] = sealed.split('.').map((s) => Buffer.from(s, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as Payout;
}

/** The full payout in words, for the admin who pays it: 'UPI asha@okaxis' or 'HDFC0001234 000123456789 (Asha Verma)'. */
export const payoutInWords = (p: Payout): string => (p.kind === 'upi' ? `UPI ${p.upiId}` : `${p.ifsc} ${p.accountNumber} (${p.accountName})`);
