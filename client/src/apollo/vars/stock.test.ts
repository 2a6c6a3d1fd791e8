import { createStockStore, type ProductStock } from './stock';

const answer = (productId: string): ProductStock => ({ productId, inStock: true, sizes: [{ size: 'M', available: 3 }], returnPolicy: 'Returnable within 30 days' });

function fakeSource() {
  const calls: string[][] = [];
  let fail = false;
  const source = {
    fetch: jest.fn(async (ids: string[]) => {
      calls.push(ids);
      if (fail) throw new Error('offline');
      return ids.map(answer);
    }),
  };
  return { source, calls, failNext: (f: boolean) => (fail = f) };
}

describe('the stock store', () => {
  it('asks once for all the ids a page shows, and not again within ~5 s', async () => {
    let t = 1_000;
    const { source, calls } = fakeSource();
    const store = createStockStore(source, () => t);
    await Promise.all([store.ensure(['1', '2', '3']), store.ensure(['2', '3'])]);
    expect(calls).toEqual([['1', '2', '3']]);
    t += 4_000;
    await store.ensure(['1', '2', '4']);
    expect(calls).toEqual([['1', '2', '3'], ['4']]);
    t += 1_500;
    await store.ensure(['1', '2', '4']);
    expect(calls).toEqual([['1', '2', '3'], ['4'], ['1', '2']]);
    expect(store.answers()).toBe(3);
  });

  it('asks in calls of at most 100 ids', async () => {
    const { source, calls } = fakeSource();
    const store = createStockStore(source, () => 0);
    await store.ensure(Array.from({ length: 230 }, (_, i) => String(i)));
    expect(calls.map((c) => c.length)).toEqual([100, 100, 30]);
  });

  it('a failed call is not retried at once (no storm), and no answer is counted', async () => {
    let t = 0;
    const { source, calls, failNext } = fakeSource();
    const store = createStockStore(source, () => t);
    failNext(true);
    await store.ensure(['1']);
    await store.ensure(['1']);
    expect(calls).toEqual([['1']]);
    expect(store.answers()).toBe(0);
    failNext(false);
    t += 5_000;
    await store.ensure(['1']);
    expect(calls).toEqual([['1'], ['1']]);
    expect(store.answers()).toBe(1);
  });

  it('refresh asks again at once (an order refused for stock)', async () => {
    const { source, calls } = fakeSource();
    const store = createStockStore(source, () => 0);
    await store.ensure(['1', '2']);
    await store.refresh(['2']);
    expect(calls).toEqual([['1', '2'], ['2']]);
    expect(store.read(['1', '3'])).toEqual(new Map([['1', answer('1')]]));
  });

  it("keeps the newest call's answer for each id, whichever lands last", async () => {
    const pending: Array<(found: ProductStock[]) => void> = [];
    const store = createStockStore({ fetch: () => new Promise((resolve) => pending.push(resolve)) }, () => 0);
    const first = store.ensure(['1', '2']);
    const second = store.refresh(['1']);
    const left = (n: number) => ({ productId: '1', inStock: n > 0, sizes: [{ size: 'M', available: n }], returnPolicy: 'Returnable within 30 days' });
    pending[1]([left(0)]);
    pending[0]([left(4), answer('2')]);
    await Promise.all([first, second]);
    expect(store.read(['1', '2'])).toEqual(new Map([['1', left(0)], ['2', answer('2')]]));
    expect(store.answers()).toBe(2);
  });

  it("reads nothing for ids no call has answered, and the server's omissions stay out", async () => {
    const store = createStockStore({ fetch: async (ids) => ids.filter((id) => id !== 'gone').map(answer) }, () => 0);
    expect(store.read(['1'])).toEqual(new Map());
    await store.ensure(['1', 'gone']);
    expect(store.read(['1', 'gone'])).toEqual(new Map([['1', answer('1')]]));
  });
});
