/**
 * Issue 58: kill -9 while exchanges are being approved, and while returns are being received.
 * An approval writes the exchange's move, its replacement order and the replacement's stock
 * movement in one transaction: after the crash each exchange is either approved with its
 * replacement order, that order's ORDER movement and the units taken, or still requested with
 * none of them (asked again, it is approved once). A return's receipt puts its units back once:
 * each return is received with one RETURN movement or still picked up with none, and asked again
 * it is restocked once. On SQLite and on PostgreSQL.
 */
import { rest } from '../support/api';
import { exchangeable } from '../support/returns';
import { dbQuery, line, plentySizes } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { AFTER_SALE_ENV, deliveredPaidOrder, type Shopper, shopperAndAdmin } from './after-sale-fault-support';
import { exitOf, postgresDatabase, sleep, sqliteDatabase, type TestDb } from './fault-support';

jest.setTimeout(300_000);

const N = 12;
const product = exchangeable(299)[0];
const [have, want] = plentySizes(product);

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 during approvals and receipts, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let shopper: Shopper;
    let admin: string;

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_exchange_crash') : sqliteDatabase();
      server = await startServer({ databaseUrl: db.url, env: AFTER_SALE_ENV });
      ({ shopper, admin } = await shopperAndAdmin(server));
    });
    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    const moveRequest = (returnNumber: string, status: string) => rest(server, 'POST', `/api/returns/${returnNumber}/moves`, { status }, { token: admin }).catch(() => null);
    const level = async (size: string) => Number((await dbQuery(server, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [product.id, size]))[0].available);

    /** Delivered, paid orders of one unit in `have`, each with a request (an exchange for `want`, or a return) made. */
    async function requests(path: 'exchanges' | 'returns'): Promise<{ orderNumber: string; returnNumber: string }[]> {
      const out = [];
      for (let i = 0; i < N; i++) {
        const orderNumber = await deliveredPaidOrder(server, shopper, admin, [line(product, 1, have)]);
        const asked = await rest(server, 'POST', `/api/orders/${orderNumber}/${path}`, { lines: [{ productId: product.id, size: have, quantity: 1, ...(path === 'exchanges' ? { wantedSize: want } : {}) }], reason: 'wrong_size' }, { token: shopper.token });
        expect(asked.status).toBe(201);
        out.push({ orderNumber, returnNumber: asked.body.return.returnNumber });
      }
      return out;
    }

    /** Asks `status` of every request at once and kills the shop with -9 while they are under way; then restarts it. */
    async function killDuring(list: { returnNumber: string }[], status: string): Promise<void> {
      const child = server.process();
      const exited = exitOf(child, 30_000);
      const asked = list.map((r) => moveRequest(r.returnNumber, status));
      await sleep(kind === 'sqlite' ? 40 : 80);
      child.kill('SIGKILL');
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      await Promise.all(asked);
      await server.restart();
    }

    test('an approval leaves the replacement and its stock move, or neither; asked again, approved once', async () => {
      const list = await requests('exchanges');
      const before = await level(want);
      await killDuring(list, 'approved');

      let approved = 0;
      for (const r of list) {
        const [request] = await dbQuery(server, 'SELECT status, replacement_order_number FROM return_requests WHERE return_number = $1', [r.returnNumber]);
        const replacements = await dbQuery(server, 'SELECT order_number FROM orders WHERE replacement_for = $1', [r.orderNumber]);
        if (request.status === 'approved') {
          approved++;
          expect(replacements.map((x) => x.order_number)).toEqual([request.replacement_order_number]);
          const taken = await dbQuery(server, "SELECT delta FROM stock_movements WHERE order_number = $1 AND reason = 'order'", [request.replacement_order_number]);
          expect(taken.map((t) => Number(t.delta))).toEqual([-1]);
        } else {
          expect({ status: request.status, number: request.replacement_order_number, replacements }).toEqual({ status: 'requested', number: null, replacements: [] });
        }
      }
      expect(await level(want)).toBe(before - approved);
      // The rest asked again: each approved once, one replacement each.
      for (const r of list) await moveRequest(r.returnNumber, 'approved');
      expect(Number((await dbQuery(server, 'SELECT COUNT(*) AS n FROM orders WHERE replacement_for IS NOT NULL'))[0].n)).toBe(N);
      expect(await level(want)).toBe(before - N);
    });

    test("a return's receipt restocks once: received with its RETURN movement, or picked up with none", async () => {
      const list = await requests('returns');
      for (const r of list) for (const s of ['approved', 'picked_up']) expect((await moveRequest(r.returnNumber, s))?.status).toBe(200);
      const before = await level(have);
      await killDuring(list, 'received');

      let received = 0;
      for (const r of list) {
        const [request] = await dbQuery(server, 'SELECT status FROM return_requests WHERE return_number = $1', [r.returnNumber]);
        const back = await dbQuery(server, "SELECT delta FROM stock_movements WHERE order_number = $1 AND reason = 'return'", [r.orderNumber]);
        expect({ status: request.status, back: back.map((m) => Number(m.delta)) }).toEqual(request.status === 'received' ? { status: 'received', back: [1] } : { status: 'picked_up', back: [] });
        if (request.status === 'received') received++;
      }
      expect(await level(have)).toBe(before + received);
      for (const r of list) await moveRequest(r.returnNumber, 'received');
      const movements = await dbQuery(server, "SELECT COUNT(*) AS n FROM stock_movements WHERE reason = 'return' AND product_id = $1", [product.id]);
      expect(Number(movements[0].n)).toBe(N);
      expect(await level(have)).toBe(before + N);
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
