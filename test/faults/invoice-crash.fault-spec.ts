/**
 * Issue 58: kill -9 of the server in the middle of a burst of Cash on Delivery orders (sales
 * committed, their invoices issued, some not numbered yet when it dies), then a restart on the
 * same database: every stored COD order has exactly one invoice, the numbers run 1..n with no
 * gap and none twice, and every number an answer carried is still its order's. Then more orders:
 * the series goes on from n. On SQLite and on PostgreSQL.
 */
import { dbQuery } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { exitOf, postgresDatabase, sqliteDatabase, type TestDb, waitFor } from './fault-support';
import { expectConsecutive, MANY_ORDERS, type Sale, sellOne, seriesOf, stockProducts } from './invoice-fault-support';
import { type Buyer, buyers, FAST_HASHES } from './stock-fault-support';

jest.setTimeout(300_000);

const ORDERS = 300;
const SHOPPERS = 60;

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 during a burst of ${ORDERS} COD orders, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let people: Buyer[];

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_invoice_crash') : sqliteDatabase();
      server = await startServer({ env: { ...FAST_HASHES, ...MANY_ORDERS }, databaseUrl: db.url });
      people = await buyers([server], SHOPPERS);
      await stockProducts(server, 1000);
    });
    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    test('after the restart: one invoice per stored COD order, numbered 1..n, no gap, no number twice; acknowledged numbers kept', async () => {
      const child = server.process();
      const exited = exitOf(child, 30_000);
      const answers: Sale[] = [];
      let killed = false;
      const fallback = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await Promise.all(
        Array.from({ length: ORDERS }, async (_, i) => {
          answers.push(await sellOne(server, people[i % SHOPPERS], i));
          if (answers.filter((a) => a.placed).length >= 80 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        }),
      );
      clearTimeout(fallback);
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      const acked = answers.filter((a) => a.placed);
      expect(acked.length).toBeGreaterThanOrEqual(80);

      // What the crash left: sales committed whose invoices were not numbered yet (the database answers while the server is down).
      const left = Number((await dbQuery(server, 'SELECT COUNT(*) AS n FROM gst_documents WHERE number IS NULL'))[0].n);
      console.log(`${kind}: ${acked.length} orders acknowledged, ${left} invoices left without a number by the crash`);
      await server.restart();
      // The restarted server numbers what the crash left without a number, at its start.
      await waitFor(async () => (await dbQuery(server, 'SELECT COUNT(*) AS n FROM gst_documents WHERE number IS NULL'))[0].n == 0, 10_000);
      const series = await seriesOf(server);
      expect(series.codOrders.length).toBeGreaterThanOrEqual(acked.length);
      expectConsecutive(series, series.codOrders.length);
      const numberOf = new Map(series.invoices.map((i) => [i.order_number, i.number]));
      expect(acked.filter((a) => numberOf.get(a.orderNumber!) !== a.invoiceNumber)).toEqual([]);

      // The series goes on where it stopped.
      const n = series.invoices.length;
      const more = await Promise.all(Array.from({ length: 20 }, (_, i) => sellOne(server, people[i], ORDERS + i)));
      expect(more.filter((s) => !s.placed)).toEqual([]);
      expectConsecutive(await seriesOf(server), n + 20);
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
