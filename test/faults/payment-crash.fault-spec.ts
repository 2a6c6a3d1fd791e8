/**
 * Issue 34: kill -9 of the shop after the provider captured payments but before the shop
 * recorded them all. Forty UPI orders are paid at the sandbox provider (whose books are its
 * own tables, as a gateway's are its own) while their browsers confirm; the shop is killed
 * half-way through the confirmations, and the webhooks were still waiting (late). After the
 * restart the reconciler asks the provider and marks every captured payment paid, once.
 * On SQLite and on PostgreSQL.
 */
import { gql, signedUpShopper } from '../support/api';
import { confirmRest, CREATE_PREPAID, eventually, paymentRows, sandboxPay, WEBHOOK_SECRET } from '../support/payments';
import { dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, line, priceBands, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { exitOf, postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';

jest.setTimeout(240_000);

const ORDERS = 40;
const dear = priceBands().dear[0];

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 between the provider's capture and the shop's record, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_pay_crash') : sqliteDatabase();
      // Webhooks held back a minute (they die with the process); the reconciler runs at start, then hourly.
      server = await startServer({
        databaseUrl: db.url,
        env: { ...RAISED_SHOPPER_LIMITS, PAYMENT_SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_SANDBOX_LATE_MS: '60000', PAYMENT_RECONCILE_AFTER_SECONDS: '1', PAYMENT_RECONCILE_EVERY_SECONDS: '3600' },
      });
    });
    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    test('after the restart every captured payment is paid exactly once; nothing is left pending', async () => {
      const shopper = await signedUpShopper(server);
      const orders = await Promise.all(
        Array.from({ length: ORDERS }, async () => {
          const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'UPI'), key: idempotencyKey() }, { token: shopper.token })).createOrder;
          return { orderNumber: o.orderNumber as string, payUrl: o.payment.payUrl as string };
        }),
      );
      const child = server.process();
      const exited = exitOf(child, 30_000);
      // Every shopper pays at the provider; then their browsers come back to confirm, and the shop dies among them.
      const backs = await Promise.all(orders.map((o) => sandboxPay(server, o.payUrl, 'success', { webhooks: 'late' })));
      // A quarter confirm and are answered; the rest are on their way when the shop is killed.
      for (let i = 0; i < ORDERS / 4; i++) expect((await confirmRest(server, shopper, orders[i].orderNumber, backs[i])).status).toBe(200);
      const inFlight = orders.slice(ORDERS / 4).map((o, i) => confirmRest(server, shopper, o.orderNumber, backs[ORDERS / 4 + i]).catch(() => null));
      await new Promise((r) => setTimeout(r, 5));
      child.kill('SIGKILL');
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      await Promise.all(inFlight);

      const captured = await dbQuery(server, "SELECT COUNT(*) AS n FROM sandbox_payments WHERE status = 'captured'");
      const recorded = await dbQuery(server, "SELECT COUNT(*) AS n FROM payment_attempts WHERE status = 'paid'");
      // The fault this test is about: the provider holds captures the shop has not recorded.
      expect(Number(recorded[0].n)).toBeLessThan(Number(captured[0].n));

      await new Promise((r) => setTimeout(r, 1100));
      await server.restart();
      await eventually(async () => Number((await dbQuery(server, "SELECT COUNT(*) AS n FROM payment_attempts WHERE status = 'paid'"))[0].n) === Number(captured[0].n), 30_000, 'the reconciler');
      let byReconciler = 0;
      for (const o of orders) {
        const rows = await paymentRows(server, o.orderNumber);
        const atProvider = await dbQuery(server, "SELECT COUNT(*) AS n FROM sandbox_payments WHERE order_id = $1 AND status = 'captured'", [rows.attempts[0].provider_order_id]);
        const paid = Number(atProvider[0].n) === 1;
        expect({ n: o.orderNumber, status: rows.order.payment_status, changes: rows.changes.length }).toEqual({ n: o.orderNumber, status: paid ? 'paid' : 'pending', changes: paid ? 1 : 0 });
        if (rows.attempts[0].settled_by === 'reconciler') byReconciler += 1;
      }
      expect(byReconciler).toBeGreaterThan(0);
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
