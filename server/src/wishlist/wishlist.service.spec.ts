import type { AppError } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { callerContext, product, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { UsersService } from '../users/users.service.js';
import { WishlistModule } from './wishlist.module.js';
import { MAX_WISHLIST_ITEMS, WishlistService } from './wishlist.service.js';

/** A wishlist holds at most 200 products: a merge keeps the browser's newest that fit, an addition past it is refused. */
let ctx: ServiceContext;
let wishlist: WishlistService;
let asha: ReturnType<typeof callerContext>;

const PRODUCTS = Array.from({ length: MAX_WISHLIST_ITEMS + 5 }, (_, i) => product(`p${i}`, 499));
const ids = PRODUCTS.map((p) => p.id);

beforeAll(async () => {
  ctx = await serviceContext([WishlistModule], PRODUCTS);
  wishlist = ctx.get(WishlistService);
  const db = ctx.get(DatabaseService);
  const user = await db.transaction((m) => ctx.get(UsersService).create(m, { website: 'squ-fashion-web', email: 'asha@example.in', passwordHash: 'x', firstName: 'Asha', lastName: 'K', role: 'customer' }));
  asha = callerContext({ userId: user.id, role: 'customer' });
});
afterAll(() => ctx.close());

test('a merge past 200 keeps what is stored and the newest of the browser that fit; then an addition is refused, one already there is not', async () => {
  expect(MAX_WISHLIST_ITEMS).toBe(200);
  await wishlist.merge(asha, ids.slice(0, 150));
  const merged = (await wishlist.merge(asha, ids.slice(100, 205))).items.map((i) => i.productId);
  expect(merged).toHaveLength(200);
  // Stored: p0..p149; of p150..p204 (55 new) the newest 50 fit: p155..p204.
  expect(new Set(merged)).toEqual(new Set([...ids.slice(0, 150), ...ids.slice(155, 205)]));
  expect(merged[0]).toBe('p204');
  const refused = (await wishlist.add(asha, 'p150').then(() => null, (e: unknown) => e)) as AppError | null;
  expect({ code: refused?.code, message: refused?.message }).toEqual({ code: 'CONFLICT', message: 'Your wishlist holds 200 products, the most it can: remove one to add another' });
  expect((await wishlist.add(asha, 'p0')).items).toHaveLength(200);
  await wishlist.remove(asha, 'p0');
  expect((await wishlist.add(asha, 'p150')).items[0].productId).toBe('p150');
});
