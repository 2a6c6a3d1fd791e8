import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { type DatabaseConfig, parseDatabaseUrl } from './database-config.js';
import type { BoolReader, Env, IntReader } from './env-readers.js';
import { GST_STATE_CODES, gstinProblem } from './gstin.js';
import { type MailConfig, mailConfig } from './mail-config.js';
import { type PaymentsConfig, paymentsConfig } from './payments-config.js';
import { REPO_ROOT } from './repo-root.js';

/**
 * Failed sign-ins are what the login limits count (a success takes its attempt back), so that
 * other people's failures never refuse an owner from their own address.
 */
export interface RateLimitConfig {
  /** Failed sign-ins per account (website + email) from one client address per window. */
  loginPerAccountAndAddress: number;
  /** Failed sign-ins per client address per window, whatever the accounts. */
  loginPerAddress: number;
  /**
   * Failed sign-ins per account from all addresses together per window, beyond which only
   * addresses the account registered or signed in from (within refreshTokenTtlDays) may try:
   * a bound on guessing spread over many addresses that never refuses the owner at home.
   */
  loginPerAccountFromNewAddresses: number;
  /** Registrations per client address per window. */
  registerPerAddress: number;
  /** Newsletter sign-ups and contact messages per client address per window. */
  messagesPerAddress: number;
  windowSeconds: number;
}

/** Everything the server reads from its environment, parsed and checked once at start. */
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  websiteId: string;
  corsOrigins: string[];
  admin: { email: string; password: string } | null;
  introspection: boolean;
  catalogueFile: string;
  /** The stock each product's size starts with on a shop's first start (scripts/catalogue writes it). */
  stockSeedFile: string;
  clientDist: string;
  publicDir: string;
  dataDir: string;
  rateLimits: RateLimitConfig;
  redisUrl: string | null;
  /** Keys of this shop's counters in a Redis that other shops or environments may share. */
  redisKeyPrefix: string;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  logRequests: boolean;
  payments: PaymentsConfig;
  orderLimits: OrderLimitsConfig;
  delivery: DeliveryConfig;
  outbox: OutboxConfig;
  mail: MailConfig;
  passwordReset: PasswordResetConfig;
  /** GST by category: HSN codes and rates (server/seed/gst/hsn-rates.json). */
  gstRatesFile: string;
  /** The seller its tax invoices and credit notes name. */
  seller: SellerConfig;
  /** How often each instance looks for issued documents still without a number (a crash's leftovers, captures). */
  invoiceNumberingIntervalMs: number;
}

/** The outbox's worker and the webhooks it sends (issue 59). */
export interface OutboxConfig {
  /** How often each instance looks for events to send, in ms; 0 turns the worker off. */
  pollMs: number;
  /** The wait before the second try of a delivery; each next one doubles it (at most 6 hours). */
  retryBaseMs: number;
  /** How long a delivery is tried before it is marked failed. */
  retryForSeconds: number;
  /** How long one send may take (connect to answer). */
  timeoutMs: number;
  /** Webhook URLs on private, loopback or link-local addresses are allowed (development, tests). */
  allowPrivate: boolean;
}

/** Forgot password: single-use links, stored hashed, and how often one may be asked for. */
export interface PasswordResetConfig {
  ttlSeconds: number;
  /** Reset links asked for from one client address per rate-limit window, whatever the emails. */
  perAddress: number;
  /** Reset links asked for one email (with an account or not) per rate-limit window. */
  perAccount: number;
}

/** The seller on GST documents: SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN (its state is the GSTIN's), SELLER_EMAIL, SELLER_PHONE. */
export interface SellerConfig {
  name: string;
  addressLines: string[];
  /** The state of registration, from the GSTIN's first two digits: within it CGST + SGST, else IGST. */
  state: string;
  stateCode: string;
  gstin: string;
  email: string;
  phone: string;
}

/** The GSTIN development and test runs print when SELLER_GSTIN is not set (a valid check character, no real registration); refused in production. */
export const DEVELOPMENT_GSTIN = '29ABCDE1234F1ZW';

/** The delivery promise's data (DECISIONS 13): files an operator may change, read at start. */
export interface DeliveryConfig {
  /** India's pincodes (gzip, tab-separated; `npm run pincodes` makes it). */
  pincodesFile: string;
  tiersFile: string;
  holidaysFile: string;
  /** How often each instance reads the pincode overrides again (an import shows within this). */
  overridesRefreshSeconds: number;
  /** Promise lookups per client address per rate-limit window. */
  lookupsPerAddress: number;
}

/**
 * What one shopper may hold at once (issue 55): orders not shipped yet keep their units off sale,
 * and an unpaid online order keeps them until it is paid or cancelled, so neither may pile up.
 */
export interface OrderLimitsConfig {
  /** Units of one product's size a shopper may hold across orders pending or confirmed. */
  unitsPerSize: number;
  /** Card, UPI and net banking orders a shopper may have waiting for payment (pending or failed), not cancelled. */
  unpaidOnlineOrders: number;
}

/** The website identifier the web client sends with register and login. */
export const DEFAULT_WEBSITE_ID = 'squ-fashion-web';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['production', 'development', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be production, development or test (got "${nodeEnv}")`);
  }
  const production = nodeEnv === 'production';

  const int: IntReader = (name, fallback, min, max) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const bool: BoolReader = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const path = (name: string, fallback: string): string => {
    const raw = env[name] || fallback;
    return isAbsolute(raw) ? raw : resolve(REPO_ROOT, raw);
  };

  const dataDir = path('DATA_DIR', 'data');
  const database = parseDatabaseUrl(env.DATABASE_URL || 'sqlite:data/shop.sqlite', problems);

  let jwtSecret = env.JWT_SECRET ?? '';
  if (production) {
    if (Buffer.byteLength(jwtSecret) < 32) problems.push('JWT_SECRET is required in production and must be at least 32 bytes');
  } else if (!jwtSecret) {
    jwtSecret = persistedSecret(dataDir);
  } else if (Buffer.byteLength(jwtSecret) < 32) {
    problems.push('JWT_SECRET must be at least 32 bytes');
  }

  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  if (adminPassword && adminPassword.length < 12) problems.push('ADMIN_PASSWORD must be at least 12 characters');

  const corsOrigins = (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(`CORS_ORIGINS entry "${origin}" must look like https://shop.example.com`);
  }

  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');

  const gstin = (env.SELLER_GSTIN ?? '').trim().toUpperCase() || (production ? '' : DEVELOPMENT_GSTIN);
  if (production && !gstin) problems.push('SELLER_GSTIN is required in production (the GSTIN tax invoices carry)');
  else if (production && gstin === DEVELOPMENT_GSTIN) problems.push('SELLER_GSTIN must be the shop\'s own registration in production, not the development sample');
  else if (gstinProblem(gstin)) problems.push(`SELLER_GSTIN ${gstinProblem(gstin)} (got "${gstin}")`);
  const sellerAddress = (env.SELLER_ADDRESS || '3rd Floor, 80 Feet Road, Koramangala 4th Block|Bengaluru, Karnataka 560034|India').split('|').map((l) => l.trim()).filter(Boolean);

  const config: AppConfig = {
    env: nodeEnv as AppConfig['env'],
    port: int('PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    database,
    jwtSecret,
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 900, 10, 86_400),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    websiteId: env.SHOP_WEBSITE_ID || DEFAULT_WEBSITE_ID,
    corsOrigins,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    // A production schema is not published by default; GRAPHQL_INTROSPECTION decides in any env.
    introspection: bool('GRAPHQL_INTROSPECTION', !production),
    catalogueFile: path('CATALOGUE_FILE', 'client/public/products.json'),
    stockSeedFile: path('STOCK_SEED_FILE', 'server/seed/stock-seed.json'),
    clientDist: path('CLIENT_DIST', 'client/dist'),
    publicDir: path('PUBLIC_DIR', 'client/public'),
    dataDir,
    rateLimits: {
      // RATE_LIMIT_LOGIN_PER_ACCOUNT, its former name (then counted from every address), still sets it.
      loginPerAccountAndAddress: int('RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS', int('RATE_LIMIT_LOGIN_PER_ACCOUNT', 10, 1, 1_000_000), 1, 1_000_000),
      loginPerAddress: int('RATE_LIMIT_LOGIN_PER_ADDRESS', 100, 1, 1_000_000),
      loginPerAccountFromNewAddresses: int('RATE_LIMIT_LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES', 100, 1, 1_000_000),
      registerPerAddress: int('RATE_LIMIT_REGISTER_PER_ADDRESS', 20, 1, 1_000_000),
      messagesPerAddress: int('RATE_LIMIT_MESSAGES_PER_ADDRESS', 10, 1, 1_000_000),
      windowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    },
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'squ:',
    argon2: {
      memoryCost: int('ARGON2_MEMORY_KIB', 19_456, 1024, 1_048_576),
      timeCost: int('ARGON2_TIME_COST', 2, 1, 10),
      parallelism: 1,
    },
    logRequests: bool('LOG_REQUESTS', production),
    payments: paymentsConfig(env, production, jwtSecret, problems, int, bool),
    delivery: {
      pincodesFile: path('DELIVERY_PINCODES_FILE', 'server/seed/delivery/pincodes.tsv.gz'),
      tiersFile: path('DELIVERY_TIERS_FILE', 'server/seed/delivery/tiers.json'),
      holidaysFile: path('DELIVERY_HOLIDAYS_FILE', 'server/seed/delivery/holidays.json'),
      overridesRefreshSeconds: int('DELIVERY_OVERRIDES_REFRESH_SECONDS', 60, 1, 86_400),
      lookupsPerAddress: int('RATE_LIMIT_PINCODE_LOOKUPS_PER_ADDRESS', 600, 1, 1_000_000),
    },
    outbox: {
      pollMs: int('OUTBOX_POLL_MS', 1000, 0, 3_600_000),
      retryBaseMs: int('WEBHOOKS_RETRY_BASE_MS', 5000, 10, 3_600_000),
      retryForSeconds: int('WEBHOOKS_RETRY_FOR_SECONDS', 86_400, 1, 7 * 86_400),
      timeoutMs: int('WEBHOOKS_TIMEOUT_MS', 10_000, 100, 60_000),
      allowPrivate: bool('WEBHOOKS_ALLOW_PRIVATE', false),
    },
    mail: mailConfig(env, dataDir, problems, int),
    passwordReset: {
      ttlSeconds: int('PASSWORD_RESET_TTL_SECONDS', 1800, 1, 86_400),
      perAddress: int('RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS', 20, 1, 1_000_000),
      perAccount: int('RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT', 3, 1, 1_000_000),
    },
    gstRatesFile: path('GST_RATES_FILE', 'server/seed/gst/hsn-rates.json'),
    seller: {
      name: env.SELLER_NAME?.trim() || 'SQU Fashion Pvt. Ltd.',
      addressLines: sellerAddress,
      state: GST_STATE_CODES[gstin.slice(0, 2)] ?? '',
      stateCode: gstin.slice(0, 2),
      gstin,
      email: env.SELLER_EMAIL?.trim() || 'support@squ.in',
      phone: env.SELLER_PHONE?.trim() || '+91 98765 43210',
    },
    invoiceNumberingIntervalMs: int('INVOICE_NUMBERING_INTERVAL_MS', 1000, 50, 600_000),
    orderLimits: {
      unitsPerSize: int('ORDER_LIMIT_UNITS_PER_SIZE', 20, 1, 1_000_000),
      unpaidOnlineOrders: int('ORDER_LIMIT_UNPAID_ONLINE_ORDERS', 3, 1, 1_000_000),
    },
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Outside production a secret is generated once and kept, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
