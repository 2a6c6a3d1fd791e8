import { jest } from '@jest/globals';
import type { AppError } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { StockLevelEntity } from '../stock/stock-level.entity.js';
import { StockService } from '../stock/stock.service.js';
import { StockAlertEntity } from './stock-alert.entity.js';
import { callerContext, product, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { UsersService } from '../users/users.service.js';
import { StockAlertsService } from './stock-alerts.service.js';
import { WishlistModule } from './wishlist.module.js';

/**
 * 'Notify me' (issue 60): a shopper asks for a sold-out size, once; the back-in-stock mail asks
 * `waitingFor` who waits for a product's size, the longest waiting first.
 */
let ctx: ServiceContext;
let alerts: StockAlertsService;
let db: DatabaseService;
const shoppers: string[] = [];

const TEE = product('tee', 499, ['S', 'M']);
const CAP = product('cap', 299);
const as = (userId: string) => callerContext({ userId, role: 'customer' });
const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
};
const setLeft = (productId: string, size: string, available: number) => db.manager.getRepository(StockLevelEntity).update({ productId, size }, { available });

beforeAll(async () => {
  ctx = await serviceContext([WishlistModule], [TEE, CAP]);
  alerts = ctx.get(StockAlertsService);
  db = ctx.get(DatabaseService);
  const users = ctx.get(UsersService);
  for (const name of ['asha', 'ravi', 'meera']) {
    const user = await db.transaction((m) => users.create(m, { website: 'squ-fashion-web', email: `${name}@example.in`, passwordHash: 'x', firstName: name, lastName: 'K', role: 'customer' }));
    shoppers.push(user.id);
  }
  await setLeft('tee', 'M', 0);
  await setLeft('cap', 'One Size', 0);
});
afterAll(() => ctx.close());

test('waitingFor lists who asked for a size, the longest waiting first, each once; other sizes and products apart', async () => {
  const [asha, ravi, meera] = shoppers;
  await alerts.request(as(ravi), 'tee', 'M');
  await new Promise((r) => setTimeout(r, 5));
  await alerts.request(as(asha), 'tee', 'M');
  await alerts.request(as(ravi), 'tee', 'M'); // again: the first request stands
  await alerts.request(as(meera), 'cap', 'One Size');
  expect((await alerts.waitingFor('tee', 'M')).map((w) => w.userId)).toEqual([ravi, asha]);
  expect((await alerts.waitingFor('cap', 'One Size')).map((w) => w.userId)).toEqual([meera]);
  expect(await alerts.waitingFor('tee', 'S')).toEqual([]);
  expect((await alerts.mine(as(ravi))).map((a) => [a.productId, a.size])).toEqual([['tee', 'M']]);
});

test('a withdrawn request is no longer waiting', async () => {
  const [asha, ravi] = shoppers;
  expect(await alerts.cancel(as(asha), 'tee', 'M')).toBe(true);
  expect(await alerts.cancel(as(asha), 'tee', 'M')).toBe(false);
  expect((await alerts.waitingFor('tee', 'M')).map((w) => w.userId)).toEqual([ravi]);
});

test('a size with units left, a size the product lacks, or an unknown product is refused, and nothing is stored', async () => {
  const [asha] = shoppers;
  expect(await refusal(alerts.request(as(asha), 'tee', 'S'))).toEqual({ code: 'CONFLICT', message: 'Product tee in size S is in stock: 1000 left' });
  expect(await refusal(alerts.request(as(asha), 'tee', 'XL'))).toEqual({ code: 'BAD_USER_INPUT', message: 'Product tee does not come in size XL' });
  expect(await refusal(alerts.request(as(asha), 'hat', 'M'))).toEqual({ code: 'NOT_FOUND', message: 'Product hat not found' });
  expect(await alerts.mine(as(asha))).toEqual([]);
});

describe('noticeFor: a restock landing while a mail lets its request go (the size sold out again)', () => {
  const CAP_SIZE = 'One Size';
  const heldBy = async (userId: string) => (await db.manager.getRepository(StockAlertEntity).findOneByOrFail({ userId, productId: 'cap', size: CAP_SIZE })).noticeEventId;
  const handOver = (eventId: string) => db.transaction((m) => alerts.claimFor(m, eventId, 'cap', CAP_SIZE));
  /** Runs `meanwhile` just before or after the mail's `at`th read of the size's stock. */
  const onStockRead = (at: number, when: 'before' | 'after', meanwhile: () => Promise<unknown>) => {
    const stock = ctx.get(StockService);
    const real = stock.ofProducts.bind(stock);
    let reads = 0;
    jest.spyOn(stock, 'ofProducts').mockImplementation(async (ids) => {
      const now = ++reads === at;
      if (now && when === 'before') await meanwhile();
      const levels = await real(ids);
      if (now && when === 'after') await meanwhile();
      return levels;
    });
  };
  afterEach(() => jest.restoreAllMocks());

  test('still sold out: the request is let go, for the next restock', async () => {
    const [, , meera] = shoppers;
    await setLeft('cap', CAP_SIZE, 0);
    expect(await handOver('restock-1')).toEqual([meera]);
    expect(await alerts.noticeFor('restock-1', meera, 'cap', CAP_SIZE)).toBe('sold-out');
    expect(await heldBy(meera)).toBeNull();
  });

  test('a restock handed over while the mail still held the request passed it by: the mail takes it back and sends', async () => {
    const [, , meera] = shoppers;
    expect(await handOver('restock-2')).toEqual([meera]);
    onStockRead(1, 'after', async () => {
      await setLeft('cap', CAP_SIZE, 3);
      expect(await handOver('restock-3')).toEqual([]);
    });
    expect(await alerts.noticeFor('restock-2', meera, 'cap', CAP_SIZE)).toBe('send');
    expect(await heldBy(meera)).toBe('restock-2');
  });

  test('a restock handed over once the request was let go took it: that restock mails it, this one does not', async () => {
    const [asha, , meera] = shoppers;
    await setLeft('cap', CAP_SIZE, 0);
    await alerts.request(as(asha), 'cap', CAP_SIZE);
    expect(await handOver('restock-4')).toEqual([asha]);
    // The mail reads the size sold out and lets the request go; the restock lands before it reads again.
    onStockRead(2, 'before', async () => {
      await setLeft('cap', CAP_SIZE, 3);
      expect(await handOver('restock-5')).toEqual([asha]);
    });
    expect(await alerts.noticeFor('restock-4', asha, 'cap', CAP_SIZE)).toBe('taken');
    expect(await heldBy(asha)).toBe('restock-5');
    expect(await heldBy(meera)).toBe('restock-2');
  });
});
