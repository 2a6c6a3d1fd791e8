/**
 * Issue 58: tax invoice numbers are consecutive, with no gap and no number twice, however many
 * instances sell at once. 500 Cash on Delivery orders (each a sale with its invoice) placed at
 * once by 100 shoppers, half on REST and half on GraphQL, over two instances on one PostgreSQL
 * schema, and over one instance on SQLite: 500 invoices numbered SQU/<year>/000001 to 000500,
 * one per order, and each answer carried its order's number.
 */
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { expectConsecutive, inParallel, MANY_ORDERS, sellOne, seriesOf, stockProducts } from './invoice-fault-support';
import { type Buyer, buyers, FAST_HASHES } from './stock-fault-support';

jest.setTimeout(300_000);

const ORDERS = 500;
const SHOPPERS = 100;
/** Orders in flight at once, over both instances. */
const IN_FLIGHT = 24;

function raceSuite(kind: 'sqlite' | 'postgres', instanceCount: number) {
  describe(`${ORDERS} COD orders at once, ${instanceCount} instance(s) on ${kind}`, () => {
    let db: TestDb;
    let instances: RunningServer[] = [];
    let people: Buyer[];

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_invoice') : sqliteDatabase();
      instances = await Promise.all(Array.from({ length: instanceCount }, () => startServer({ env: { ...FAST_HASHES, ...MANY_ORDERS }, databaseUrl: db.url })));
      people = await buyers(instances, SHOPPERS);
      await stockProducts(instances[0], 1000);
    });
    afterAll(async () => {
      await Promise.all(instances.map((s) => s.stop()));
      await db?.drop();
    });

    test(`${ORDERS} invoices numbered 1..${ORDERS}, each once, one per order; every answer carries its order's number`, async () => {
      const sales = await inParallel(ORDERS, IN_FLIGHT, (i) => sellOne(instances[i % instances.length], people[i % SHOPPERS], i));
      expect(sales.filter((s) => !s.placed)).toEqual([]);
      const series = await seriesOf(instances[0]);
      expectConsecutive(series, ORDERS);
      const numberOf = new Map(series.invoices.map((i) => [i.order_number, i.number]));
      // Numbered right after each order's commit, before its answer: the answer names it. When one
      // does not, the instances' own words on numbering say why (a run that failed logs it).
      const unnamed = sales.filter((s) => s.invoiceNumber !== numberOf.get(s.orderNumber!));
      const said = unnamed.length ? instances.flatMap((s, i) => s.output().split('\n').filter((l) => /GstDocuments/.test(l)).map((l) => `instance ${i}: ${l}`)) : [];
      expect({ unnamed, said }).toEqual({ unnamed: [], said: [] });
      if (instanceCount > 1) {
        // Both instances numbered some: the series is shared, not one instance's.
        const bySide = [0, 1].map((side) => sales.filter((s) => s.index % 2 === side).length);
        expect(bySide.every((n) => n > 0)).toBe(true);
      }
    });
  });
}

raceSuite('postgres', 2);
raceSuite('sqlite', 1);
