/**
 * Issue 33: kill -9 of the server in the middle of a burst of orders for one size, then a
 * restart on the same database: what is left is what the size had less the units of the
 * orders that are stored, and the movements agree (their sum is the level; the ORDER ones are
 * the stored orders' units). Then the same with every other order cancelled by its buyer as soon
 * as it is placed, cancellations in flight when the server dies: an order is cancelled exactly
 * when its units came back, once. On SQLite and on PostgreSQL.
 */
import { gql, rest } from '../support/api';
import { CANCEL } from '../support/orders';
import { dbQuery } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { killSwitch, postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { type Attempt, type Buyer, buyers, buyOne, FAST_HASHES, refusalMessage, stockTarget, storedOfTarget, target } from './stock-fault-support';

jest.setTimeout(240_000);

const BUYERS = 200;
const UNITS = 120;

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 during a burst of ${BUYERS} orders for ${UNITS} units, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let people: Buyer[];

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_stock_crash') : sqliteDatabase();
      server = await startServer({ env: FAST_HASHES, databaseUrl: db.url });
      people = await buyers([server], BUYERS);
    });
    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    test('after the restart, stock = initial - units of the stored orders, and the movements agree', async () => {
      await stockTarget(server, UNITS);
      const before = await storedOfTarget(server);
      const crash = killSwitch(server);
      const answers: Attempt[] = [];
      await Promise.all(
        people.map(async (b, i) => {
          answers.push(await buyOne(server, b, i));
          if (answers.length >= 60) crash.kill();
        }),
      );
      expect(await crash.exited()).toEqual({ code: null, signal: 'SIGKILL' });
      await server.restart();

      const after = await storedOfTarget(server);
      const placed = answers.filter((a) => a.placed);
      // Every acknowledged order is stored; some unacknowledged ones may be too (committed, not yet answered).
      expect(after.orders - before.orders).toBeGreaterThanOrEqual(placed.length);
      expect(placed.length).toBeGreaterThan(0);
      expect(after.level).toBe(UNITS - (after.orderedUnits - before.orderedUnits));
      expect(after.level).toBeGreaterThanOrEqual(0);
      expect(after.movementSum).toBe(after.level);
      expect(after.orderMovementUnits).toBe(after.orderedUnits);
      // A refusal the server chose to send can only be the stock's, or its documented 'busy, try
      // again' answer (SERVICE_UNAVAILABLE, Retry-After): a transaction that waited its turn for the
      // size's row too long rolls back and says so. A CI run's loaded host (load average 5 on two
      // cores) gave one such answer among 200 on PostgreSQL; the counts above hold either way.
      const refusedByServer = answers.filter((a) => !a.placed && a.status !== 0);
      const busy = (a: Attempt) => a.code === 'SERVICE_UNAVAILABLE' && a.message === 'The shop is briefly unavailable. Please try again in a moment.' && !a.orderNumber;
      expect(refusedByServer.filter((a) => a.message !== refusalMessage && !busy(a))).toEqual([]);
    });
    test('kill -9 while orders are placed and cancelled: an order is cancelled exactly when its units came back, once', async () => {
      await stockTarget(server, UNITS);
      const ordersOfTarget = () =>
        dbQuery(server, 'SELECT o.order_number, o.status, i.quantity FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = $1 AND i.size = $2', [target.product.id, target.size]);
      const earlier = new Set((await ordersOfTarget()).map((o) => o.order_number as string));
      const before = await storedOfTarget(server);
      const crash = killSwitch(server);
      const cancelled: string[] = [];
      let answered = 0;
      await Promise.all(
        people.map(async (b, i) => {
          const a = await buyOne(server, b, i);
          if (a.placed && i % 2 === 0) {
            const n = a.orderNumber!;
            // Half of them on REST, half on GraphQL; a connection cut by the kill is no answer.
            const ok = await (i % 4 === 0
              ? rest(server, 'POST', `/api/orders/${n}/cancel`, undefined, { token: b.token }).then((r) => r.status < 300)
              : gql(server, CANCEL, { n }, { token: b.token }).then((r) => !r.body?.errors)
            ).catch(() => false);
            if (ok) cancelled.push(n);
          }
          // Killed once some cancellations are through, while others (and orders) are in flight.
          if (cancelled.length >= 15 || ++answered >= 150) crash.kill();
        }),
      );
      expect(await crash.exited()).toEqual({ code: null, signal: 'SIGKILL' });
      await server.restart();

      const orders = (await ordersOfTarget()).filter((o) => !earlier.has(o.order_number as string));
      const back = await dbQuery(
        server,
        "SELECT order_number, COUNT(*) AS n, SUM(delta) AS units FROM stock_movements WHERE product_id = $1 AND size = $2 AND reason = 'cancel' GROUP BY order_number",
        [target.product.id, target.size],
      );
      const backOf = new Map(back.map((r) => [r.order_number as string, { n: Number(r.n), units: Number(r.units) }]));
      // Every cancellation the server acknowledged is stored; each stored one gave its units back once, no other did.
      expect(cancelled.filter((n) => !orders.some((o) => o.order_number === n && o.status === 'cancelled'))).toEqual([]);
      expect(cancelled.length).toBeGreaterThan(0);
      const wrong = orders.filter((o) => {
        const b = backOf.get(o.order_number as string);
        return o.status === 'cancelled' ? b?.n !== 1 || b.units !== Number(o.quantity) : b !== undefined;
      });
      expect(wrong).toEqual([]);
      const kept = orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + Number(o.quantity), 0);
      const after = await storedOfTarget(server);
      expect(after.level).toBe(before.level - kept);
      expect(after.movementSum).toBe(after.level);
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
