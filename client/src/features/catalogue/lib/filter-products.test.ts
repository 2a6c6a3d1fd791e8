import { makeProduct } from '../../../testing/fixtures';
import {
  applyCatalogueView, filterProducts, inStockInSizes, orderCategories, popularScore, sizesInView,
  orderSizes, priceInputProblem, resolvePriceRange, searchSuggestions, sortProducts, SORT_OPTIONS,
} from './filter-products';
import { onSearchReady, prepareSearch, searchCatalogue, searchReady } from './search-products';
import type { IdleTime } from '../../../lib/when-idle';
import { searchFor } from '../../../testing/search';

const a = makeProduct({ id: 'a', name: 'Blue Denim Jeans', category: 'women-jeans', color: 'Blue', price: 1999, sizes: ['28', '30'], isNew: true });
const b = makeProduct({ id: 'b', name: 'ankle boots', category: 'women-footwear', color: 'Black', price: 2999, sizes: ['6', '7'], isSale: true, discount: 20 });
const c = makeProduct({ id: 'c', name: 'Cotton Kurta', category: 'men-kurtas', color: 'White', price: 899, sizes: ['M', 'L'], isNew: true, isSale: true, description: 'Breathable summer wear' });
const d = makeProduct({ id: 'd', name: 'Canvas Tote', category: 'bags', color: 'Beige', price: 499, sizes: [] });
const all = [a, b, c, d];
const ids = (ps: { id: string }[]) => ps.map((p) => p.id);

describe('search', () => {
  const find = (term: string) => searchFor(all, term);

  it.each([
    ['name', 'denim', ['a']],
    ['description', 'BREATHABLE', ['c']],
    ['category', 'footwear', ['b']],
    ['colour', 'beige', ['d']],
  ])('matches the %s case-insensitively', async (_, term, expected) => {
    expect(ids(filterProducts(all, { search: term }, await find(term)))).toEqual(expected);
  });

  it('a blank term filters nothing; a search with no answer yet (its index is being made) passes nothing', async () => {
    expect(filterProducts(all, { search: '   ' }, null)).toHaveLength(4);
    expect(filterProducts(all, { search: 'denim' }, null)).toEqual([]);
    expect(applyCatalogueView(all, { search: 'denim' }, 'popular', null)).toEqual([]);
    expect((await find('  ')).scores.size).toBe(0);
  });

  it('suggests only after more than 2 characters, at most 5', async () => {
    expect(searchSuggestions('co', await find('co'))).toEqual([]);
    expect(ids(searchSuggestions('cot', await find('cot')))).toEqual(['c']);
    const many = Array.from({ length: 9 }, (_, i) => makeProduct({ id: String(i), name: `Shirt ${i}` }));
    expect(searchSuggestions('shirt', await searchFor(many, 'shirt'))).toHaveLength(5);
    expect(ids(searchSuggestions(' SHIRT ', await searchFor(many, ' SHIRT ')))).toEqual(['0', '1', '2', '3', '4']);
  });

  it('every word must be found, each in any field', async () => {
    expect(ids(filterProducts(all, { search: 'kurta breathable' }, await find('kurta breathable')))).toEqual(['c']);
    expect(ids(filterProducts(all, { search: 'kurta denim' }, await find('kurta denim')))).toEqual([]);
    expect(ids(filterProducts(all, { search: '  Cotton ' }, await find('  Cotton ')))).toEqual(['c']);
  });

  it('filters combine with the search', async () => {
    const f = { isNew: true, priceRange: [0, 1000] as [number, number], search: 'kurta' };
    expect(ids(filterProducts(all, f, await find('kurta')))).toEqual(['c']);
    expect(ids(filterProducts(all, { ...f, priceRange: [1000, 3000] }, await find('kurta')))).toEqual([]);
  });
});

describe('the search index is made ahead, while the browser is idle', () => {
  const catalogue = (n: number) => Array.from({ length: n }, (_, i) => makeProduct({ id: String(i), name: i % 100 === 7 ? `Anarkali Kurta ${i}` : `Shirt ${i}` }));
  /** A scheduler that holds the slices it is given, to be run by hand with `spare` ms each. */
  const manual = () => {
    const queued: ((idle: IdleTime) => void)[] = [];
    return {
      schedule: (slice: (idle: IdleTime) => void) => void queued.push(slice),
      run: (spare = 0) => {
        let n = 0;
        while (queued.length) {
          queued.shift()!({ timeRemaining: () => spare });
          n += 1;
        }
        return n;
      },
    };
  };
  // MiniSearch's chunk is imported before the first slice is scheduled.
  const imported = () => new Promise((resolve) => setImmediate(resolve));

  it('makes the index of 1,000 in slices of 50 when no time is spare, once, and says when it is ready', async () => {
    const list = catalogue(1000);
    const idle = manual();
    const ready = jest.fn();
    const stop = onSearchReady(ready);
    const done = prepareSearch(list, idle.schedule);
    expect(prepareSearch(list, idle.schedule)).toBe(done);
    await imported();
    expect(searchCatalogue(list, 'anarkali')).toBeNull();
    expect(searchReady(list)).toBe(false);
    expect(idle.run()).toBe(20);
    await done;
    stop();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(searchReady(list)).toBe(true);
    void prepareSearch(list, idle.schedule);
    expect(idle.run()).toBe(0);
    const found = searchCatalogue(list, 'anarkali');
    expect(ids(filterProducts(list, { search: 'anarkali' }, found))).toEqual(['7', '107', '207', '307', '407', '507', '607', '707', '807', '907']);
  });

  it('with time to spare, one slice makes it all', async () => {
    const list = catalogue(1000);
    const idle = manual();
    const done = prepareSearch(list, idle.schedule);
    await imported();
    expect(idle.run(10)).toBe(1);
    await done;
    expect(searchReady(list)).toBe(true);
  });
});

describe('filters', () => {
  it('category', () => expect(ids(filterProducts(all, { category: 'women-jeans' }))).toEqual(['a']));
  it('price range, inclusive', () => expect(ids(filterProducts(all, { priceRange: [899, 1999] }))).toEqual(['a', 'c']));
  it('sizes: any selected size on offer', () => expect(ids(filterProducts(all, { sizes: ['7', 'M'] }))).toEqual(['b', 'c']));
  it('colours', () => expect(ids(filterProducts(all, { colors: ['Black', 'White'] }))).toEqual(['b', 'c']));
  it('new', () => expect(ids(filterProducts(all, { isNew: true }))).toEqual(['a', 'c']));
  it('sale', () => expect(ids(filterProducts(all, { isSale: true }))).toEqual(['b', 'c']));
  it('featured is new AND sale', () => expect(ids(filterProducts(all, { isNew: true, isSale: true }))).toEqual(['c']));
  it('empty lists do not filter', () => expect(filterProducts(all, { sizes: [], colors: [] })).toHaveLength(4));
});

describe('sort', () => {
  it('offers the six sort options', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(['popular', 'newest', 'price-low-high', 'price-high-low', 'name-a-z', 'name-z-a']);
  });
  it('popular: new counts 2, sale counts 1', () => {
    expect([a, b, c, d].map(popularScore)).toEqual([2, 1, 3, 0]);
    expect(ids(sortProducts(all, 'popular'))).toEqual(['c', 'a', 'b', 'd']);
  });
  it('newest: new first, otherwise catalogue order', () => expect(ids(sortProducts(all, 'newest'))).toEqual(['a', 'c', 'b', 'd']));
  it('price low to high', () => expect(ids(sortProducts(all, 'price-low-high'))).toEqual(['d', 'c', 'a', 'b']));
  it('price high to low', () => expect(ids(sortProducts(all, 'price-high-low'))).toEqual(['b', 'a', 'c', 'd']));
  it('name A to Z, ignoring case', () => expect(ids(sortProducts(all, 'name-a-z'))).toEqual(['b', 'a', 'd', 'c']));
  it('name Z to A', () => expect(ids(sortProducts(all, 'name-z-a'))).toEqual(['c', 'd', 'a', 'b']));
  it.each(['price-asc', 'price-desc', 'name-asc', 'name-desc', undefined, 'nonsense'])(
    'the collection value %s leaves the order alone',
    (value) => expect(ids(sortProducts(all, value))).toEqual(['a', 'b', 'c', 'd']),
  );
  it('never mutates its input', () => {
    const input = [...all];
    sortProducts(input, 'price-high-low');
    expect(ids(input)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('filters then sorts', () => expect(ids(applyCatalogueView(all, { isNew: true }, 'price-low-high'))).toEqual(['c', 'a']));

  it('the view of a catalogue is the same whether it filters first or sorts (once) first, for every order and many filters', async () => {
    // Ties in every order (names differing only in case, equal prices, equal scores), to show the order stays stable.
    const names = ['Alpha', 'alpha', 'Beta', 'beta', 'Gamma', 'delta', 'Épée', 'epee', '10 Pack', '2 Pack'];
    const catalogue = Array.from({ length: 300 }, (_, i) =>
      makeProduct({
        id: `p${i}`, name: names[(i * 7) % names.length], category: ['bags', 'women-jeans', 'men-kurtas'][i % 3],
        color: ['Blue', 'Black', 'White', 'Red'][(i * 5) % 4], price: [499, 899, 1999, 899][(i * 3) % 4],
        sizes: [['S', 'M'], ['M', 'L'], [], ['28']][(i * 11) % 4], isNew: i % 4 === 0, isSale: i % 3 === 0,
        description: i % 10 === 0 ? 'Soft cotton' : 'Linen blend',
      }),
    );
    const filters = [
      {}, { category: 'bags' }, { isNew: true }, { isSale: true, colors: ['Blue', 'Red'] }, { search: 'cotton' },
      { search: 'ALPHA', sizes: ['M'] }, { priceRange: [800, 2000] as [number, number], category: 'women-jeans' }, { search: 'nothing like it' },
    ];
    // The orders by rank, against a plain stable sort.
    expect(ids(sortProducts(catalogue, 'popular'))).toEqual(ids([...catalogue].sort((x, y) => popularScore(y) - popularScore(x))));
    expect(ids(sortProducts(catalogue, 'newest'))).toEqual(ids([...catalogue].sort((x, y) => Number(y.isNew) - Number(x.isNew))));
    for (const sort of [...SORT_OPTIONS.map((o) => o.value), 'price-asc', undefined]) {
      for (const f of filters) {
        // A search in the default order ranks by relevance first (search-products.test.ts).
        if (f.search && sort === 'popular') continue;
        const found = f.search ? await searchFor(catalogue, f.search) : null;
        // Twice: the second time the catalogue's sorted list comes from the cache.
        for (let round = 0; round < 2; round++) {
          expect(ids(applyCatalogueView(catalogue, f, sort, found))).toEqual(ids(sortProducts(filterProducts(catalogue, f, found), sort)));
        }
      }
    }
  });

  it('sorting by rank is stable and answers a new list', () => {
    const list = [d, c, b, a];
    const sorted = sortProducts(list, 'popular');
    expect(ids(sorted)).toEqual(['c', 'a', 'b', 'd']);
    expect(sorted).not.toBe(list);
    expect(ids(sortProducts([d, b], 'newest'))).toEqual(['d', 'b']);
  });
});

describe('category order', () => {
  it('women-footwear first, women-jeans second, then the rest alphabetically', () => {
    expect(orderCategories(['men-shirts', 'women-jeans', 'bags', 'women-footwear', 'accessories'])).toEqual([
      'women-footwear', 'women-jeans', 'accessories', 'bags', 'men-shirts',
    ]);
  });
  it('works when a leading category is missing', () => {
    expect(orderCategories(['women-jeans', 'bags'])).toEqual(['women-jeans', 'bags']);
  });
  it('orders the rest as localeCompare does (without calling it)', () => {
    const words = ['men-t-shirts', 'men-shirts', 'home', 'accessories', 'Free', 'free', 'One Size', 'one size', 'kids-10', 'kids-2', 'a-b', 'a b', 'ab', 'aB', 'Ab', 'a1', '28', 'UK 7'];
    const spy = jest.spyOn(String.prototype, 'localeCompare');
    const ordered = orderCategories(words);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(ordered).toEqual([...words].sort((x, y) => x.localeCompare(y)));
    expect(orderSizes(['One Size', 'free', 'Free', 'M'])).toEqual(['M', 'free', 'Free', 'One Size']);
  });
});

describe('price range inputs', () => {
  const range = { min: 299, max: 4999 };
  it('empty inputs fall back to the catalogue minimum and maximum', () => expect(resolvePriceRange('', '', range)).toEqual([299, 4999]));
  it('zero falls back too', () => expect(resolvePriceRange('0', 0, range)).toEqual([299, 4999]));
  it('numbers are used as typed', () => expect(resolvePriceRange('500', '1500', range)).toEqual([500, 1500]));
  it('one side only', () => expect(resolvePriceRange('', '1500', range)).toEqual([299, 1500]));
  it('non-numbers fall back', () => expect(resolvePriceRange('abc', '-5', range)).toEqual([299, 4999]));
  it('swapped bounds are put right', () => expect(resolvePriceRange('2000', '1000', range)).toEqual([1000, 2000]));
});

describe('a negative price is refused, with a message', () => {
  it('the minimum first, then the maximum', () => {
    expect(priceInputProblem('-100', '500')).toEqual({ field: 'min', message: 'The minimum price cannot be negative' });
    expect(priceInputProblem('100', '-0.5')).toEqual({ field: 'max', message: 'The maximum price cannot be negative' });
    expect(priceInputProblem('-1', '-1')?.field).toBe('min');
  });

  it('empty, zero and positive prices are fine (empty and zero fall back to the catalogue bounds)', () => {
    for (const [min, max] of [['', ''], ['0', '0'], ['199', ''], ['', '4999'], ['-0', '']]) expect(priceInputProblem(min, max)).toBeNull();
  });
});

describe('size order', () => {
  it('apparel sizes, then UK shoe sizes, then waist sizes', () => {
    expect(orderSizes(['S', 'XL', 'UK 10', '32', 'XS', 'UK 7', '28', 'M', 'Free'])).toEqual(['XS', 'S', 'M', 'XL', 'UK 7', 'UK 10', '28', '32', 'Free']);
  });
});

describe('the size filter fits the products in view', () => {
  const kurtaS = makeProduct({ id: 'ks', name: 'Kurta', category: 'women-kurtas', sizes: ['S', 'M'] });
  const kurtaL = makeProduct({ id: 'kl', name: 'Kurta', category: 'women-kurtas', sizes: ['L', 'XL'], isSale: true });
  const shoe = makeProduct({ id: 'sh', name: 'Shoe', category: 'women-footwear', sizes: ['UK 5', 'UK 6'] });
  const list = [kurtaS, kurtaL, shoe];

  it('offers the sizes of the products that pass the other filters, in reading order', async () => {
    expect(sizesInView(list, {})).toEqual(['S', 'M', 'L', 'XL', 'UK 5', 'UK 6']);
    expect(sizesInView(list, { category: 'women-kurtas' })).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesInView(list, { category: 'women-kurtas', isSale: true })).toEqual(['L', 'XL']);
    expect(sizesInView(list, { search: 'shoe' }, await searchFor(list, 'shoe'))).toEqual(['UK 5', 'UK 6']);
    // The sizes ticked do not narrow what is offered, and stay offered to be unticked.
    expect(sizesInView(list, { category: 'women-kurtas', sizes: ['M'] })).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesInView(list, { category: 'women-footwear', sizes: ['M'] })).toEqual(['M', 'UK 5', 'UK 6']);
  });

  it('leaves out a product sold out in every size ticked, keeps one with a size ticked in stock or no answer yet', () => {
    const stock = new Map([
      ['ks', { productId: 'ks', inStock: true, returnPolicy: 'Returnable within 30 days', sizes: [{ size: 'S', available: 0 }, { size: 'M', available: 3 }] }],
      ['kl', { productId: 'kl', inStock: true, returnPolicy: 'Returnable within 30 days', sizes: [{ size: 'L', available: 0 }, { size: 'XL', available: 2 }] }],
    ]);
    expect(ids(inStockInSizes([kurtaS, kurtaL, shoe], ['S'], stock))).toEqual(['sh']);
    expect(ids(inStockInSizes([kurtaS, kurtaL], ['S', 'L'], stock))).toEqual([]);
    expect(ids(inStockInSizes([kurtaS, kurtaL], ['M', 'L'], stock))).toEqual(['ks']);
    expect(ids(inStockInSizes([kurtaS, kurtaL], undefined, stock))).toEqual(['ks', 'kl']);
    expect(ids(inStockInSizes([kurtaS, kurtaL], ['S'], null))).toEqual(['ks', 'kl']);
  });
});
