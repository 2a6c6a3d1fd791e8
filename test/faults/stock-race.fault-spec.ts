/**
 * Issue 33: no unit is ever sold twice (DECISIONS 11). 200 buyers, each with their own token,
 * race for the last 10 units of one size, half on REST and half on GraphQL: against two
 * instances on one PostgreSQL schema (started at once, so they also seed it at once), and
 * against one instance on SQLite. Exactly 10 orders are stored, the level ends at 0 and is
 * never seen below it, and every refused buyer got the 409 with its message.
 */
import { dbQuery } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { type Buyer, buyers, buyOne, FAST_HASHES, lowestDuring, refusalMessage, stockTarget, storedOfTarget } from './stock-fault-support';

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
  });
}

raceSuite('postgres', 2);
raceSuite('sqlite', 1);
