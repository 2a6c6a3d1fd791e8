/**
 * Issue 59: the back-in-stock mail under faults ('Notify me').
 * - Two instances on one PostgreSQL schema: a size restocked twice in a row, on either instance,
 *   while eight shoppers wait: each shopper gets exactly one mail, never two at the same moment
 *   (each request is given to one restock's mail, in the hand-over's transaction).
 * - kill -9 while the mails are being sent (a slow SMTP server holds each answer): after the
 *   restart every waiting shopper is mailed, none lost, and at most the mail in flight at the kill
 *   is sent twice. On SQLite and on PostgreSQL.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { eventually } from '../support/payments';
import { dbQuery, expectGqlOk, loadCatalogue } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { ADJUST_STOCK, setStock } from '../support/stock';
import { smtpCapture } from '../../server/src/testing/smtp-capture';
import { exitOf, postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

/** The worker every 50 ms; a send may take 3 s, so a claim's lease is 11 s. */
const ENV = { ...FAST_HASHES, OUTBOX_POLL_MS: '50', WEBHOOKS_RETRY_BASE_MS: '200', WEBHOOKS_TIMEOUT_MS: '3000', SMTP_TIMEOUT_MS: '3000' };
const ASK = 'mutation Ask($id: ID!, $size: String!) { requestStockAlert(productId: $id, size: $size) { productId } }';
const product = loadCatalogue().find((p) => p.sizes.length >= 2)!;
const size = product.sizes[0];

const adminToken = async (server: RunningServer) => (await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token as string;
const adjust = async (server: RunningServer, token: string, delta: number) =>
  expectGqlOk(await gql(server, ADJUST_STOCK, { input: { productId: product.id, size, delta, reason: 'ADJUSTMENT' } }, { token }));
const count = async (server: RunningServer, sql: string) => Number((await dbQuery(server, sql))[0].n);
const notified = (server: RunningServer) => count(server, 'SELECT COUNT(*) AS n FROM stock_alerts WHERE notified_at IS NOT NULL');

/** Eight shoppers waiting for the sold-out size; answers their addresses. */
async function waiting(server: RunningServer, token: string): Promise<string[]> {
  await setStock(server, token, product.id, size, 0);
  const shoppers = await Promise.all(Array.from({ length: 8 }, () => signedUpShopper(server)));
  for (const s of shoppers) expectGqlOk(await gql(server, ASK, { id: product.id, size }, { token: s.token }));
  return shoppers.map((s) => s.user.email).sort();
}

describe('two instances on one PostgreSQL schema', () => {
  let db: TestDb;
  let a: RunningServer;
  let b: RunningServer;
  let smtp: Awaited<ReturnType<typeof smtpCapture>>;

  beforeAll(async () => {
    smtp = await smtpCapture({ slowMs: 100 });
    db = postgresDatabase('faults_restock_race');
    a = await startServer({ env: { ...ENV, SMTP_URL: smtp.url }, databaseUrl: db.url });
    b = await startServer({ env: { ...ENV, SMTP_URL: smtp.url }, databaseUrl: db.url });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), smtp?.close()]);
    await db?.drop();
  });

  test('a size restocked twice on both instances: each waiting shopper gets one mail', async () => {
    const [tokenA, tokenB] = await Promise.all([adminToken(a), adminToken(b)]);
    const emails = await waiting(a, tokenA);
    await adjust(a, tokenA, 1);
    await adjust(b, tokenB, -1);
    await adjust(b, tokenB, 2);
    expect(await count(a, "SELECT COUNT(*) AS n FROM outbox_events WHERE type = 'stock.restocked'")).toBe(2);
    await eventually(async () => (await notified(a)) === 8, 60_000, 'every request notified');
    await eventually(async () => smtp.received.length >= 8, 10_000, 'every mail received');
    // The worker goes on polling on both: nothing more is sent.
    await new Promise((ok) => setTimeout(ok, 1500));
    expect(smtp.received.map((r) => r.envelopeTo[0]).sort()).toEqual(emails);
    expect(smtp.received.every((r) => r.mail.subject === `Back in stock: ${product.name}`)).toBe(true);
    // One delivery per request sent its mail. A request may have had two deliveries: a mail of
    // the first restock that found the size sold out again (the -1) let it go unsent, and the
    // second restock's mail took it.
    const sent = "SELECT COUNT(*) AS n FROM outbox_attempts t JOIN outbox_deliveries d ON d.id = t.delivery_id WHERE d.target LIKE 'alert:%' AND t.answer LIKE 'sent %'";
    expect(await count(a, sent)).toBe(8);
    const deliveries = await count(a, "SELECT COUNT(*) AS n FROM outbox_deliveries WHERE target LIKE 'alert:%'");
    expect(await count(a, "SELECT COUNT(*) AS n FROM outbox_attempts t JOIN outbox_deliveries d ON d.id = t.delivery_id WHERE d.target LIKE 'alert:%' AND t.answer LIKE 'not sent:%'")).toBe(deliveries - 8);
  });
});

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 while the mails are being sent, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let smtp: Awaited<ReturnType<typeof smtpCapture>>;

    beforeAll(async () => {
      // Slow: each message is held 1.5 s before the answer, so the kill lands in the middle of one.
      smtp = await smtpCapture({ slowMs: 1500 });
      db = kind === 'postgres' ? postgresDatabase('faults_restock_crash') : sqliteDatabase();
      server = await startServer({ env: { ...ENV, SMTP_URL: smtp.url }, databaseUrl: db.url });
    });
    afterAll(async () => {
      await Promise.all([server?.stop(), smtp?.close()]);
      await db?.drop();
    });

    test('after the restart every waiting shopper is mailed; only the mail in flight may come twice', async () => {
      const emails = await waiting(server, await adminToken(server));
      await adjust(server, await adminToken(server), 3);
      // A mail is with the SMTP server, which has not answered it yet: the shop is waiting for it.
      await eventually(async () => smtp.answering() === 1, 20_000, 'a mail under way');
      const child = server.process();
      const exited = exitOf(child, 30_000);
      child.kill('SIGKILL');
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      // The fault: requests not yet notified, one of them claimed by the instance that died.
      expect(await notified(server)).toBeLessThan(8);
      expect(await count(server, "SELECT COUNT(*) AS n FROM outbox_deliveries WHERE claim_id IS NOT NULL AND target LIKE 'alert:%'")).toBe(1);
      // The mail it was sending when it died still reaches the server (it had all its data).
      await eventually(async () => smtp.answering() === 0, 10_000, 'the mail in flight answered');
      const beforeRestart = smtp.received.length;

      await server.restart();
      await eventually(async () => (await notified(server)) === 8, 60_000, 'every request notified after the restart');
      await eventually(async () => new Set(smtp.received.map((r) => r.envelopeTo[0])).size === 8, 10_000, 'a mail to each');
      await new Promise((ok) => setTimeout(ok, 1000));
      const to = smtp.received.map((r) => r.envelopeTo[0]);
      expect([...new Set(to)].sort()).toEqual(emails);
      // At least once, and at most the one in flight twice: 8 or 9 mails, never two to anyone but that one.
      expect(to.length).toBeGreaterThanOrEqual(8);
      expect(to.length).toBeLessThanOrEqual(9);
      expect(emails.filter((e) => to.filter((t) => t === e).length > 1).length).toBeLessThanOrEqual(1);
      expect(beforeRestart).toBeLessThan(8);
      expect(smtp.mostAtOnce()).toBe(1);
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
