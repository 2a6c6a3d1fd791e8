/**
 * Issue 56 point 9: kill -9 of the shop while the provider is making the staff's refunds. Ten paid
 * orders are refunded in part; the shop claims each refund and asks the sandbox provider, which
 * makes them (its books are its own tables, as a gateway's are its own) and answers only a minute
 * later (PAYMENT_SANDBOX_REFUND_MS, a slow gateway; its webhooks wait with the answers). The shop
 * is killed then: every refund is claimed ('requesting') and made at the provider, and the shop
 * has written none down. Five minutes on (STUCK_REFUND_MS; the claims are made that old here),
 * the restarted shop asks again with the same receipts and is answered with the refunds made:
 * each is made once, not twice. On SQLite and on PostgreSQL.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { confirmRest, CREATE_PREPAID, eventually, paymentRows, refundRest, sandboxPay, WEBHOOK_SECRET } from '../support/payments';
import { dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, line, paise, priceBands, RAISED_SHOPPER_LIMITS, rupees } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { exitOf, postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

const ORDERS = 10;
const dear = priceBands().dear[0];
/** payment-rules.ts STUCK_REFUND_MS, and a minute more. */
const STUCK_MS = 6 * 60_000;

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 between the provider's refund and the shop's record of it, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_refund_crash') : sqliteDatabase();
      // The reconciler (which also sends refunds not sent yet, and asks again about those stuck) every second.
      server = await startServer({
        databaseUrl: db.url,
        env: {
          ...FAST_HASHES,
          ...RAISED_SHOPPER_LIMITS,
          PAYMENT_SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
          PAYMENT_SANDBOX_REFUND_MS: '60000',
          PAYMENT_RECONCILE_EVERY_SECONDS: '1',
        },
      });
    });
    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    test('after the restart every refund the provider made is written down, and none is made twice', async () => {
      const shopper = await signedUpShopper(server);
      const admin = (await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token as string;
      const orders: { orderNumber: string; part: number }[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'UPI'), key: idempotencyKey() }, { token: shopper.token })).createOrder;
        expect((await confirmRest(server, shopper, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success'))).status).toBe(200);
        orders.push({ orderNumber: o.orderNumber, part: Math.floor(paise(o.total) / 3) });
      }
      for (const o of orders) {
        expect((await refundRest(server, admin, o.orderNumber, { amount: rupees(o.part), reason: 'Goodwill' }, idempotencyKey())).status).toBe(201);
      }
      // Every refund claimed and made at the provider, whose answers are still a minute away.
      const count = async (sql: string) => Number((await dbQuery(server, sql))[0].n);
      await eventually(async () => (await count("SELECT COUNT(*) AS n FROM payment_refunds WHERE status = 'requesting'")) === ORDERS, 30_000, 'the claims');
      await eventually(async () => (await count('SELECT COUNT(*) AS n FROM sandbox_refunds')) === ORDERS, 30_000, "the provider's refunds");

      const child = server.process();
      const exited = exitOf(child, 30_000);
      child.kill('SIGKILL');
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      // The fault this test is about: the provider made refunds the shop has not written down.
      expect(await count("SELECT COUNT(*) AS n FROM payment_refunds WHERE status = 'requesting' AND provider_refund_id IS NULL")).toBe(ORDERS);

      // Five minutes on: the claims of the instance that died are that old.
      const longAgo = new Date(Date.now() - STUCK_MS);
      await dbQuery(server, "UPDATE payment_refunds SET updated_at = $1 WHERE status = 'requesting'", [kind === 'postgres' ? longAgo : longAgo.toISOString().replace('T', ' ').replace('Z', '')], { write: true });
      await server.restart();
      await eventually(async () => (await count("SELECT COUNT(*) AS n FROM payment_refunds WHERE status = 'processed'")) === ORDERS, 30_000, 'the refunds asked again');

      for (const o of orders) {
        const rows = await paymentRows(server, o.orderNumber);
        expect({ n: o.orderNumber, refunds: rows.refunds.length, atProvider: rows.sandboxRefunds.length }).toEqual({ n: o.orderNumber, refunds: 1, atProvider: 1 });
        expect(rows.refunds[0].provider_refund_id).toBe(rows.sandboxRefunds[0].id);
        expect(Number(rows.sandboxRefunds[0].amount_paise)).toBe(o.part);
        const [payment] = await dbQuery(server, 'SELECT amount_refunded, status FROM sandbox_payments WHERE id = $1', [rows.attempts.find((a) => a.status === 'paid').provider_payment_id]);
        expect({ refunded: Number(payment.amount_refunded), status: payment.status }).toEqual({ refunded: o.part, status: 'captured' });
        expect(rows.order.payment_status).toBe('partly_refunded');
      }
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
