/**
 * DECISIONS 17: a code's 'first order only' and usage limits hold under concurrent orders, with
 * two instances on one PostgreSQL schema and with one on SQLite. Each new shopper sends two
 * FIRST15 orders at the same moment, one to each instance (REST on one, GraphQL on the other):
 * one is placed with the discount, the other refused with 'Only on your first order', and
 * nothing of it is stored. Then shoppers race for an offer limited to 5 uses in all.
 */
import { gql } from '../support/api';
import { dbQuery } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { linesOf, order } from './offers-fault-support';
import { adminToken, type Buyer, buyers, FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

const SHOPPERS = 20;
const LIMIT = 5;
function raceSuite(kind: 'sqlite' | 'postgres', instanceCount: number) {
  describe(`offers under concurrent orders, ${instanceCount} instance(s) on ${kind}`, () => {
    let db: TestDb;
    let instances: RunningServer[] = [];
    let people: Buyer[];
    const at = (i: number) => instances[i % instances.length];

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_offers') : sqliteDatabase();
      instances = await Promise.all(Array.from({ length: instanceCount }, () => startServer({ env: FAST_HASHES, databaseUrl: db.url })));
      people = await buyers(instances, SHOPPERS * 2);
    });
    afterAll(async () => {
      await Promise.all(instances.map((s) => s.stop()));
      await db?.drop();
    });

    test('the offers were seeded once', async () => {
      const rows = await dbQuery(instances[0], 'SELECT code FROM offers ORDER BY code');
      expect(rows.map((r) => r.code)).toEqual(['BIG20', 'FIRST15', 'WEEKEND10']);
    });

    test(`${SHOPPERS} new shoppers each send two FIRST15 orders at once, one to each instance: one placed with the discount, the other refused, nothing of it stored`, async () => {
      const shoppers = people.slice(0, SHOPPERS);
      const tries = await Promise.all(shoppers.map((b, i) => Promise.all([order(at(i), b, i, 'FIRST15', 'rest'), order(at(i + 1), b, i, 'first15', 'graphql')])));
      for (const [i, pair] of tries.entries()) {
        expect(pair.filter((t) => t.placed).map((t) => t.discount)).toEqual([Math.round(linesOf(i)[0].product.price * 15) / 100]);
        expect(pair.filter((t) => !t.placed).map((t) => [t.code, t.message])).toEqual([['BAD_USER_INPUT', 'Only on your first order']]);
      }
      const ids = shoppers.map((b) => b.user.id);
      const orders = await dbQuery(instances[0], `SELECT user_id, COUNT(*) AS n FROM orders WHERE user_id IN (${ids.map((_, i) => `$${i + 1}`).join(',')}) GROUP BY user_id`, ids);
      expect(orders.map((o) => Number(o.n))).toEqual(ids.map(() => 1));
      const redeemed = await dbQuery(instances[0], `SELECT COUNT(*) AS n, COUNT(DISTINCT user_id) AS users FROM offer_redemptions WHERE user_id IN (${ids.map((_, i) => `$${i + 1}`).join(',')})`, ids);
      expect([Number(redeemed[0].n), Number(redeemed[0].users)]).toEqual([SHOPPERS, SHOPPERS]);
    });

    test(`${SHOPPERS} shoppers race on both instances for an offer limited to ${LIMIT} uses: exactly ${LIMIT} get it`, async () => {
      const token = await adminToken(instances[0]);
      const code = `RACE${kind.toUpperCase()}`;
      const created = await gql(instances[0], 'mutation C($input: OfferInput!) { createOffer(input: $input) { id } }', { input: { code, title: 'Race', kind: 'PERCENTAGE', value: 10, usageLimit: LIMIT } }, { token });
      expect(created.body.errors).toBeUndefined();
      const shoppers = people.slice(SHOPPERS);
      const tries = await Promise.all(shoppers.map((b, i) => order(at(i), b, i, code, i % 2 ? 'graphql' : 'rest')));
      expect(tries.filter((t) => t.placed)).toHaveLength(LIMIT);
      expect(tries.filter((t) => !t.placed).map((t) => t.message)).toEqual(Array(SHOPPERS - LIMIT).fill('This code has been fully used'));
      const [row] = await dbQuery(instances[0], 'SELECT COUNT(*) AS n FROM offer_redemptions r JOIN offers o ON o.id = r.offer_id WHERE o.code = $1', [code]);
      expect(Number(row.n)).toBe(LIMIT);
    });
  });
}

raceSuite('postgres', 2);
raceSuite('sqlite', 1);
