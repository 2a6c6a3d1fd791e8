/**
 * Issue 33: no unit is ever sold twice (DECISIONS 11). 200 buyers, each with their own token,
 * race for the last 10 units of one size, half on REST and half on GraphQL: against two
 * instances on one PostgreSQL schema (started at once, so they also seed it at once), and
 * against one instance on SQLite. Exactly 10 orders are stored, the level ends at 0 and is
 * never seen below it, and every refused buyer got the 409 with its message. Then those orders
 * are each cancelled three times at once (their buyer on REST and on GraphQL, the admin on the
 * other instance) while more buyers race for the units coming back: each order is cancelled
 * once, each unit comes back once and is sold again at most once.
 */
import { gql, rest } from '../support/api';
import { CANCEL, MOVE } from '../support/orders';
import { dbQuery, staffSays, whileRowsHeld } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { adminToken, type Buyer, buyers, buyOne, FAST_HASHES, lowestDuring, refusalMessage, stockTarget, storedOfTarget, target } from './stock-fault-support';

jest.setTimeout(240_000);

const BUYERS = 200;
const LAST_UNITS = 10;

function raceSuite(kind: 'sqlite' | 'postgres', instanceCount: number) {
  describe(`${BUYERS} buyers race for the last ${LAST_UNITS} units, ${instanceCount} instance(s) on ${kind}`, () => {
    let db: TestDb;
    let instances: RunningServer[] = [];
    let people: Buyer[];

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_stock') : sqliteDatabase();
      instances = await Promise.all(Array.from({ length: instanceCount }, () => startServer({ env: FAST_HASHES, databaseUrl: db.url })));
      people = await buyers(instances, BUYERS);
    });
    afterAll(async () => {
      await Promise.all(instances.map((s) => s.stop()));
      await db?.drop();
    });

    test('the instances seeded the stock once', async () => {
      const [levels, initial] = await Promise.all([
        dbQuery(instances[0], 'SELECT COUNT(*) AS n FROM stock_levels'),
        dbQuery(instances[0], "SELECT COUNT(*) AS n FROM stock_movements WHERE reason = 'initial'"),
      ]);
      expect(Number(initial[0].n)).toBe(Number(levels[0].n));
    });

    test(`exactly ${LAST_UNITS} orders are stored, the level ends at 0 and never goes below, every other buyer got the 409`, async () => {
      await stockTarget(instances[0], LAST_UNITS);
      const before = await storedOfTarget(instances[0]);
      const { result: attempts, lowest } = await lowestDuring(instances[0], Promise.all(people.map((b, i) => buyOne(instances[i % instances.length], b, i))));

      const placed = attempts.filter((a) => a.placed);
      const refused = attempts.filter((a) => !a.placed);
      expect(placed).toHaveLength(LAST_UNITS);
      expect(new Set(placed.map((a) => a.orderNumber)).size).toBe(LAST_UNITS);
      const wrongRefusals = refused.filter((a) => (a.surface === 'rest' ? a.status !== 409 || a.code !== 'CONFLICT' : a.code !== 'CONFLICT') || a.message !== refusalMessage);
      expect(wrongRefusals).toEqual([]);

      const after = await storedOfTarget(instances[0]);
      expect(lowest).toBeGreaterThanOrEqual(0);
      expect(after.level).toBe(0);
      expect(after.orders - before.orders).toBe(LAST_UNITS);
      expect(after.orderMovements - before.orderMovements).toBe(LAST_UNITS);
      expect(after.movementSum).toBe(after.level);
    });
    test(`the ${LAST_UNITS} orders cancelled three times each at once, while 40 more buyers race for the units coming back: each comes back once, is sold at most once`, async () => {
      await stockTarget(instances[0], LAST_UNITS);
      const first = (await Promise.all(people.slice(0, LAST_UNITS).map((b, i) => buyOne(instances[i % instances.length], b, i)))).map((a, i) => ({ a, buyer: people[i] }));
      expect(first.filter(({ a }) => !a.placed)).toEqual([]);
      const before = await storedOfTarget(instances[0]);
      const admin = await adminToken(instances[instances.length - 1]);
      const other = (i: number) => instances[(i + 1) % instances.length];

      // Each order: its buyer on REST (one instance) and GraphQL (the other), the admin on the other.
      const cancels = first.flatMap(({ a, buyer }, i) => {
        const n = a.orderNumber!;
        return [
          rest(instances[i % instances.length], 'POST', `/api/orders/${n}/cancel`, undefined, { token: buyer.token }).then((r) => ({ n, ok: r.status === 200 || r.status === 201, status: r.status, code: r.body?.code })),
          gql(other(i), CANCEL, { n }, { token: buyer.token }).then((r) => ({ n, ok: !r.body?.errors, status: r.status, code: r.body?.errors?.[0]?.extensions?.code })),
          gql(other(i), MOVE, { n, s: 'CANCELLED', ...staffSays('CANCELLED') }, { token: admin }).then((r) => ({ n, ok: !r.body?.errors, status: r.status, code: r.body?.errors?.[0]?.extensions?.code })),
        ];
      });
      const late = people.slice(LAST_UNITS, LAST_UNITS + 40);
      const { result, lowest } = await lowestDuring(
        instances[0],
        Promise.all([Promise.all(cancels), Promise.all(late.map((b, i) => buyOne(instances[i % instances.length], b, LAST_UNITS + i)))]),
      );
      const [cancelled, bought] = result;

      // Each order cancelled by exactly one of its three calls; the others were told it already is (409).
      for (const { a } of first) {
        const mine = cancelled.filter((c) => c.n === a.orderNumber);
        expect([a.orderNumber, mine.filter((c) => c.ok).length]).toEqual([a.orderNumber, 1]);
        expect(mine.filter((c) => !c.ok).map((c) => c.code)).toEqual(['CONFLICT', 'CONFLICT']);
      }
      const sold = bought.filter((b) => b.placed).length;
      expect(bought.filter((b) => !b.placed && (b.code !== 'CONFLICT' || b.message !== refusalMessage))).toEqual([]);
      expect(sold).toBeLessThanOrEqual(LAST_UNITS);

      const after = await storedOfTarget(instances[0]);
      const rows = await dbQuery(instances[0], "SELECT order_number, delta FROM stock_movements WHERE product_id = $1 AND size = $2 AND reason = 'cancel'", [target.product.id, target.size]);
      const mineBack = rows.filter((r) => first.some(({ a }) => a.orderNumber === r.order_number));
      expect(mineBack).toHaveLength(LAST_UNITS);
      expect(new Set(mineBack.map((r) => r.order_number)).size).toBe(LAST_UNITS);
      expect(lowest).toBeGreaterThanOrEqual(0);
      expect(after.level).toBe(before.level + LAST_UNITS - sold);
      expect(after.movementSum).toBe(after.level);
    });

    if (kind === 'postgres') {
      test('a size held for 2 s by another transaction while 100 buyers order it on one instance: they wait in line for its row and the pool, none is told the shop is unavailable', async () => {
        const wanting = people.slice(100, 200);
        await stockTarget(instances[0], wanting.length);
        const before = await storedOfTarget(instances[0]);
        // Another writer holds the size's row, as a long staff transaction would: every order waits
        // for it, holding one of the instance's 20 connections while it waits, and the other 80
        // wait for a free connection (pg's pool once bounded that wait by the 1 s connect timeout).
        const { answer: answers } = await whileRowsHeld(
          instances[0],
          { table: 'stock_levels', where: 'product_id = $1 AND size = $2', params: [target.product.id, target.size] },
          () => Promise.all(wanting.map((b, i) => buyOne(instances[0], b, i))),
          2.3,
        );
        expect(answers.filter((a) => !a.placed).map((a) => `${a.surface} ${a.status} ${a.code} ${a.message}`)).toEqual([]);
        const after = await storedOfTarget(instances[0]);
        expect(after.level).toBe(0);
        expect(after.orders - before.orders).toBe(wanting.length);
        expect(after.movementSum).toBe(after.level);
      });
    }
  });
}

raceSuite('postgres', 2);
raceSuite('sqlite', 1);
