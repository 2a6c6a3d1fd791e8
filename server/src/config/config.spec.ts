import { ConfigError, DEVELOPMENT_GSTIN, loadConfig } from './config.js';

const SECRET = 'a-jwt-secret-that-is-long-enough-0123456789';
const base = { JWT_SECRET: SECRET, DATA_DIR: '/nonexistent' };
/** The GSTN's own sample GSTIN (Maharashtra). */
const GSTIN = '27AAPFU0939F1ZV';
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('payment configuration (issue 34)', () => {
  test('no Razorpay keys: the sandbox, with secrets drawn from the JWT secret (the same on every instance)', () => {
    const a = loadConfig(base).payments;
    expect(a.razorpay).toBeNull();
    expect(a.sandbox).toEqual(expect.objectContaining({ keyId: 'rzp_test_squsandbox', keySecret: expect.any(String), webhookSecret: expect.any(String) }));
    expect(loadConfig(base).payments.sandbox?.keySecret).toBe(a.sandbox?.keySecret);
    expect(loadConfig({ ...base, JWT_SECRET: `${SECRET}x` }).payments.sandbox?.keySecret).not.toBe(a.sandbox?.keySecret);
    expect(a.sandbox?.keySecret).not.toContain(SECRET);
    expect(a.reconcileAfterSeconds).toBe(900);
  });

  test('production: the sandbox is off unless PAYMENT_SANDBOX=true', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', SELLER_GSTIN: GSTIN }).payments.sandbox).toBeNull();
    expect(loadConfig({ ...base, NODE_ENV: 'production', SELLER_GSTIN: GSTIN, PAYMENT_SANDBOX: 'true' }).payments.sandbox).not.toBeNull();
  });

  test('Razorpay keys: all three, a key id of Razorpay’s form; then the sandbox is off', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_AbC123', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    const p = loadConfig({ ...base, ...keys }).payments;
    expect(p.razorpay).toEqual({ keyId: 'rzp_live_AbC123', keySecret: 's', webhookSecret: 'w' });
    expect(p.sandbox).toBeNull();
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toEqual([
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET go together (missing RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET)',
    ]);
    expect(problemsOf({ ...keys, RAZORPAY_KEY_ID: 'key' })).toEqual(['RAZORPAY_KEY_ID must look like rzp_test_... or rzp_live_...']);
  });

  test('an unpaid online order is cancelled 30 minutes after placement by default; 0 never; a week at most', () => {
    expect(loadConfig(base).payments.unpaidCancelAfterSeconds).toBe(1800);
    expect(loadConfig({ ...base, PAYMENT_UNPAID_CANCEL_AFTER_SECONDS: '0' }).payments.unpaidCancelAfterSeconds).toBe(0);
    expect(problemsOf({ PAYMENT_UNPAID_CANCEL_AFTER_SECONDS: String(8 * 86_400) })).toHaveLength(1);
    expect(problemsOf({ PAYMENT_UNPAID_CANCEL_AFTER_SECONDS: 'soon' })).toHaveLength(1);
  });
});

describe('what one shopper may hold and try (issue 55)', () => {
  test('by default: 5 payment attempts per order and 20 per shopper an hour, 20 units of a size and 3 unpaid online orders', () => {
    const c = loadConfig(base);
    expect([c.payments.attemptsPerOrderPerHour, c.payments.attemptsPerShopperPerHour]).toEqual([5, 20]);
    expect(c.orderLimits).toEqual({ unitsPerSize: 20, unpaidOnlineOrders: 3 });
  });

  test('each may be raised (the bench does) but never below 1 or other than a whole number', () => {
    const raised = { RATE_LIMIT_PAYMENT_ATTEMPTS_PER_ORDER: '50', RATE_LIMIT_PAYMENT_ATTEMPTS_PER_SHOPPER: '1000', ORDER_LIMIT_UNITS_PER_SIZE: '100000', ORDER_LIMIT_UNPAID_ONLINE_ORDERS: '1000' };
    const c = loadConfig({ ...base, ...raised });
    expect([c.payments.attemptsPerOrderPerHour, c.payments.attemptsPerShopperPerHour, c.orderLimits.unitsPerSize, c.orderLimits.unpaidOnlineOrders]).toEqual([50, 1000, 100000, 1000]);
    expect(problemsOf({ RATE_LIMIT_PAYMENT_ATTEMPTS_PER_ORDER: '0', ORDER_LIMIT_UNITS_PER_SIZE: 'lots' })).toEqual([
      'RATE_LIMIT_PAYMENT_ATTEMPTS_PER_ORDER must be a whole number from 1 to 1000000 (got "0")',
      'ORDER_LIMIT_UNITS_PER_SIZE must be a whole number from 1 to 1000000 (got "lots")',
    ]);
  });
});

describe('mail and password reset configuration (issue 59)', () => {
  test('defaults: .eml files under DATA_DIR/mail, links to localhost:PORT, 30-minute links', () => {
    const c = loadConfig({ ...base, PORT: '4100' });
    expect(c.mail).toEqual({ smtpUrl: null, from: 'SQU <no-reply@squ.example>', dir: '/nonexistent/mail', shopUrl: 'http://localhost:4100', timeoutMs: 10_000 });
    expect(c.passwordReset).toEqual({ ttlSeconds: 1800, perAddress: 20, perAccount: 3 });
    expect(loadConfig({ ...base, SHOP_URL: 'https://shop.squ.in/' }).mail.shopUrl).toBe('https://shop.squ.in');
  });

  test('bad values are listed', () => {
    expect(problemsOf({ SMTP_URL: 'mail.example.com:25', MAIL_FROM: 'not an address', SHOP_URL: 'shop.squ.in', PASSWORD_RESET_TTL_SECONDS: '0' })).toEqual([
      'SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465',
      'MAIL_FROM must be an address or Name <address>',
      'SHOP_URL must look like https://shop.example.com (no path)',
      'PASSWORD_RESET_TTL_SECONDS must be a whole number from 1 to 86400 (got "0")',
    ]);
  });
});

describe('the seller on GST documents (issue 58)', () => {
  test('production refuses to start without a valid GSTIN, checksum included, or with the development sample', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['SELLER_GSTIN is required in production (the GSTIN tax invoices carry)']);
    expect(problemsOf({ NODE_ENV: 'production', SELLER_GSTIN: '27AAPFU0939F1ZW' })).toEqual(['SELLER_GSTIN has a wrong check character (a typing mistake?) (got "27AAPFU0939F1ZW")']);
    expect(problemsOf({ NODE_ENV: 'production', SELLER_GSTIN: 'placeholder' })).toEqual([expect.stringMatching(/^SELLER_GSTIN must be 15 characters/)]);
    expect(problemsOf({ NODE_ENV: 'production', SELLER_GSTIN: DEVELOPMENT_GSTIN })).toEqual(["SELLER_GSTIN must be the shop's own registration in production, not the development sample"]);
  });

  test('its state is the GSTIN\'s: CGST + SGST within it', () => {
    const seller = loadConfig({ ...base, NODE_ENV: 'production', SELLER_GSTIN: GSTIN.toLowerCase(), SELLER_NAME: 'Asha Textiles LLP', SELLER_ADDRESS: '1 Linking Road | Mumbai, Maharashtra 400050' }).seller;
    expect(seller).toEqual(expect.objectContaining({ gstin: GSTIN, state: 'Maharashtra', stateCode: '27', name: 'Asha Textiles LLP', addressLines: ['1 Linking Road', 'Mumbai, Maharashtra 400050'] }));
  });

  test('development prints the valid development sample, never a placeholder; a wrong one is refused there too', () => {
    expect(loadConfig(base).seller).toEqual(expect.objectContaining({ gstin: DEVELOPMENT_GSTIN, state: 'Karnataka', stateCode: '29' }));
    expect(problemsOf({ SELLER_GSTIN: '29ABCDE1234F1Z5' })).toEqual(['SELLER_GSTIN has a wrong check character (a typing mistake?) (got "29ABCDE1234F1Z5")']);
  });
});
