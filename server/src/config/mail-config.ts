import { isAbsolute, resolve } from 'node:path';
import type { Env, IntReader } from './env-readers.js';
import { REPO_ROOT } from './repo-root.js';

/** E-mail to shoppers (issue 59): SMTP when SMTP_URL is set, else RFC 822 files in `dir`. */
export interface MailConfig {
  /** smtp:// or smtps:// (user and password in the URL); null writes .eml files instead. */
  smtpUrl: string | null;
  /** The From of every message, `Name <address>` or an address. */
  from: string;
  /** Where messages are written without SMTP_URL (DATA_DIR/mail unless MAIL_DIR). */
  dir: string;
  /** The shop's public address, the start of every link in a message (no trailing slash). */
  shopUrl: string;
  /** Connection, greeting and socket timeouts of the SMTP server, each. */
  timeoutMs: number;
}

/** MailConfig from SMTP_URL, MAIL_FROM, SHOP_URL, MAIL_DIR and SMTP_TIMEOUT_MS. */
export function mailConfig(env: Env, dataDir: string, problems: string[], int: IntReader): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  const from = env.MAIL_FROM?.trim() || 'SQU <no-reply@squ.example>';
  if (!/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(from)) problems.push('MAIL_FROM must be an address or Name <address>');
  const port = env.PORT || '3000';
  const shopUrl = (env.SHOP_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(shopUrl)) problems.push('SHOP_URL must look like https://shop.example.com (no path)');
  const dir = env.MAIL_DIR ? (isAbsolute(env.MAIL_DIR) ? env.MAIL_DIR : resolve(REPO_ROOT, env.MAIL_DIR)) : resolve(dataDir, 'mail');
  return { smtpUrl, from, dir, shopUrl, timeoutMs: int('SMTP_TIMEOUT_MS', 10_000, 100, 600_000) };
}
