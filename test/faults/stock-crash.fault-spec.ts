/**
 * Issue 33: kill -9 of the server in the middle of a burst of orders for one size, then a
 * restart on the same database: what is left is what the size had less the units of the
 * orders that are stored, and the movements agree (their sum is the level; the ORDER ones are
 * the stored orders' units). On SQLite and on PostgreSQL.
 */
import { type RunningServer, startServer } from '../support/start-server';
import { exitOf, postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { type Attempt, type Buyer, buyers, buyOne, FAST_HASHES, refusalMessage, stockTarget, storedOfTarget } from './stock-fault-support';

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
      const child = server.process();
      const exited = exitOf(child, 30_000);
      const answers: Attempt[] = [];
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        child.kill('SIGKILL');
      };
      const fallback = setTimeout(kill, 20_000);
      await Promise.all(
        people.map(async (b, i) => {
          answers.push(await buyOne(server, b, i));
          if (answers.length >= 60) kill();
        }),
      );
      clearTimeout(fallback);
      kill();
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
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
      // A refusal the server chose to send can only be the stock's.
      const refusedByServer = answers.filter((a) => !a.placed && a.status !== 0);
      expect(refusedByServer.filter((a) => a.message !== refusalMessage)).toEqual([]);
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
