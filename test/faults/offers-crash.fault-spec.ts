/**
 * DECISIONS 17 and issue 60: kill -9 of the server while new shoppers place orders with a
 * first-order-only code (FIRST15), two at once each (REST and GraphQL), then a restart on the
 * same database. A redemption is written in its order's transaction: after the restart each
 * redemption is there once, with its order (the order's code and discount), and none without an
 * order; every order placed with the code has its one redemption; every order the server
 * acknowledged is stored; no shopper has the code twice. A shopper whose orders all died with the
 * server still has their first order's code; one who got it is refused. On SQLite and PostgreSQL.
 */
import { dbQuery } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { killSwitch, postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { linesOf, order, type Try } from './offers-fault-support';
import { type Buyer, buyers, FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

const SHOPPERS = 80;
const CODE = 'FIRST15';

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 while ${SHOPPERS} new shoppers place ${CODE} orders, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let people: Buyer[];

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_offers_crash') : sqliteDatabase();
      server = await startServer({ env: FAST_HASHES, databaseUrl: db.url });
      people = await buyers([server], SHOPPERS);
    });
    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    test('after the restart each redemption is there once with its order, none without one, and every acknowledged order is stored', async () => {
      const crash = killSwitch(server);
      const answers: (Try & { shopper: number })[] = [];
      // A connection the kill cuts is no answer (a Try that was not placed).
      const attempt = (i: number, surface: 'rest' | 'graphql') =>
        order(server, people[i], i, surface === 'rest' ? CODE : CODE.toLowerCase(), surface).catch((): Try => ({ placed: false }));
      await Promise.all(
        people.map(async (_, i) => {
          const pair = await Promise.all([attempt(i, 'rest'), attempt(i, 'graphql')]);
          answers.push(...pair.map((t) => ({ ...t, shopper: i })));
          if (answers.filter((a) => a.placed).length >= SHOPPERS / 4) crash.kill();
        }),
      );
      expect(await crash.exited()).toEqual({ code: null, signal: 'SIGKILL' });
      await server.restart();

      const ids = people.map((b) => b.user.id);
      const among = ids.map((_, i) => `$${i + 1}`).join(',');
      const orders = await dbQuery(server, `SELECT o.id, o.order_number, o.user_id, o.coupon_code, o.discount_paise FROM orders o WHERE o.user_id IN (${among})`, ids);
      const redemptions = await dbQuery(
        server,
        `SELECT r.order_id, r.user_id, r.use_no, r.discount_paise FROM offer_redemptions r JOIN offers f ON f.id = r.offer_id WHERE f.code = '${CODE}' AND r.user_id IN (${among})`,
        ids,
      );
      const orderById = new Map(orders.map((o) => [o.id as string, o]));

      // Each redemption has its order, of the same shopper, with the code and the same discount.
      const orphans = redemptions.filter((r) => {
        const o = orderById.get(r.order_id as string);
        return !o || o.user_id !== r.user_id || o.coupon_code !== CODE || Number(o.discount_paise) !== Number(r.discount_paise);
      });
      expect(orphans).toEqual([]);
      // Each order placed with the code has exactly one redemption.
      const withCode = orders.filter((o) => o.coupon_code === CODE);
      expect(withCode.filter((o) => redemptions.filter((r) => r.order_id === o.id).length !== 1)).toEqual([]);
      // First order only, once: no shopper has two orders, nor two redemptions.
      const perShopper = (rows: Record<string, unknown>[]) => Math.max(0, ...ids.map((id) => rows.filter((r) => r.user_id === id).length));
      expect([perShopper(orders), perShopper(redemptions)]).toEqual([1, 1]);
      expect(redemptions.every((r) => Number(r.use_no) === 1)).toBe(true);

      // Every acknowledged order is stored with its discount (some unacknowledged ones may be too: committed, not yet answered).
      const acked = answers.filter((a) => a.placed);
      expect(acked.length).toBeGreaterThanOrEqual(SHOPPERS / 4);
      const byNumber = new Map(orders.map((o) => [o.order_number as string, o]));
      expect(acked.filter((a) => !byNumber.has(a.orderNumber!) || Number(byNumber.get(a.orderNumber!)!.discount_paise) !== Math.round(a.discount! * 100))).toEqual([]);
      // What the server chose to refuse can only be the once rule, or its documented 'busy, try
      // again' answer (a transaction that waited too long for the shopper's row rolls back and says
      // so, as in stock-crash.fault-spec.ts): under a loaded host PostgreSQL gave a few.
      const busy = (a: Try) => a.code === 'SERVICE_UNAVAILABLE' && a.message === 'The shop is briefly unavailable. Please try again in a moment.';
      const refused = answers.filter((a) => !a.placed && a.message !== undefined && !busy(a));
      expect([...new Set(refused.map((a) => a.message))].filter((m) => m !== 'Only on your first order')).toEqual([]);

      // After the restart: a shopper who has the code is refused it; one whose orders all died with the server still has it, once.
      const served = new Set(orders.map((o) => o.user_id as string));
      const got = people.findIndex((b) => served.has(b.user.id));
      const lost = people.findIndex((b) => !served.has(b.user.id));
      expect(got).toBeGreaterThanOrEqual(0);
      await expect(order(server, people[got], got, CODE, 'rest')).resolves.toMatchObject({ placed: false, message: 'Only on your first order' });
      if (lost >= 0) {
        const again = await order(server, people[lost], lost, CODE, 'graphql');
        expect(again).toMatchObject({ placed: true, discount: Math.round(linesOf(lost)[0].product.price * 15) / 100 });
      }
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
