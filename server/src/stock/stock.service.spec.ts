import { jest } from '@jest/globals';
import type { AppError } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { callerContext, product, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { UsersService } from '../users/users.service.js';
import { StockAdminService } from './stock-admin.service.js';
import { StockLevelEntity } from './stock-level.entity.js';
import { StockMovementEntity } from './stock-movement.entity.js';
import { StockModule } from './stock.module.js';
import { StockService } from './stock.service.js';

/**
 * One size's figure moves in one conditional update (StockService.shift). When that update is
 * refused, what is left is read; units given back in between (a cancellation committed after the
 * refusal) show in that read, and the update is tried again rather than refusing a buyer, or the
 * staff, while enough is left. The window is too narrow to hit on purpose with two connections,
 * so a refused first update stands in for it here.
 */
let ctx: ServiceContext;
let stock: StockService;
let db: DatabaseService;

const TEE = product('tee', 499, ['M']);
const line = (quantity: number) => ({ productId: 'tee', size: 'M', quantity, name: TEE.name });
const left = async () => (await db.manager.getRepository(StockLevelEntity).findOneByOrFail({ productId: 'tee', size: 'M' })).available;
const setLeft = (available: number) => db.manager.getRepository(StockLevelEntity).update({ productId: 'tee', size: 'M' }, { available });

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message, fields: error.errors?.map((e) => e.field) };
};

beforeAll(async () => {
  ctx = await serviceContext([StockModule], [TEE]);
  stock = ctx.get(StockService);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());
afterEach(() => jest.restoreAllMocks());

describe('an order taking units (StockService.take)', () => {
  test('an update refused while the read shows enough is tried again, and the order takes its units', async () => {
    await setLeft(2);
    jest.spyOn(stock, 'takeWhereEnough').mockResolvedValueOnce(new Map());
    const shift = jest.spyOn(stock, 'shift');
    await db.transaction((m) => stock.take(m, 'SQU-1', [line(2)]));
    expect([shift.mock.calls.length, await left()]).toEqual([1, 0]);
  });

  test("an order's lines are taken in one statement, not an update per line", async () => {
    await setLeft(5);
    const shift = jest.spyOn(stock, 'shift');
    await db.transaction((m) => stock.take(m, 'SQU-4', [line(2)]));
    expect([shift.mock.calls.length, await left()]).toEqual([0, 3]);
    const movements = await db.manager.getRepository(StockMovementEntity).findBy({ orderNumber: 'SQU-4' });
    expect(movements.map((mv) => [mv.productId, mv.size, mv.delta, mv.reason])).toEqual([['tee', 'M', -2, 'order']]);
  });

  test('refused with too few left: CONFLICT naming the line and what is left, at once and with nothing taken', async () => {
    await setLeft(1);
    const shift = jest.spyOn(stock, 'shift');
    expect(await refusal(db.transaction((m) => stock.take(m, 'SQU-2', [line(2)])))).toEqual({
      code: 'CONFLICT',
      message: 'Only 1 left of Product tee in size M',
      fields: ['items[0].quantity'],
    });
    expect([shift.mock.calls.length, await left()]).toEqual([1, 1]);
  });

  test('tried at most 5 times: a size whose every update is refused ends in CONFLICT', async () => {
    await setLeft(3);
    jest.spyOn(stock, 'takeWhereEnough').mockResolvedValueOnce(new Map());
    const shift = jest.spyOn(stock, 'shift').mockResolvedValue(false);
    expect((await refusal(db.transaction((m) => stock.take(m, 'SQU-3', [line(2)])))).code).toBe('CONFLICT');
    expect(shift.mock.calls.length).toBe(5);
  });
});

describe("staff taking units off (StockAdminService.adjust), the same way as an order's take", () => {
  let admin: ReturnType<typeof callerContext>;
  beforeAll(async () => {
    const user = await db.transaction((m) =>
      ctx.get(UsersService).create(m, { website: 'squ-fashion-web', email: 'staff@example.in', passwordHash: 'x', firstName: 'Staff', lastName: 'Member', role: 'admin' }),
    );
    admin = callerContext({ userId: user.id, role: 'admin' });
  });
  const adjust = (delta: number) => ctx.get(StockAdminService).adjust(admin, { productId: 'tee', size: 'M', delta, reason: 'adjustment' }, 'stock take');

  test('an update refused while the read shows enough is tried again, and the change is made', async () => {
    await setLeft(2);
    const shift = jest.spyOn(stock, 'shift').mockResolvedValueOnce(false);
    expect((await adjust(-2)).available).toBe(0);
    expect([shift.mock.calls.length, await left()]).toEqual([2, 0]);
  });

  test('refused with too few left: CONFLICT at the delta, saying what is left', async () => {
    await setLeft(1);
    expect(await refusal(adjust(-2))).toEqual({ code: 'CONFLICT', message: '1 on hand of Product tee in size M: you cannot take away 2', fields: ['delta'] });
    expect(await left()).toBe(1);
  });
});
