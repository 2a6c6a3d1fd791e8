import { buildCatalogue, type Catalogue } from './catalogue.js';
import { product } from '../testing/service-context.js';

const catalogueOf = (products: unknown[]): Catalogue => buildCatalogue(Buffer.from(JSON.stringify(products))).catalogue;

describe('the catalogue', () => {
  test('entries that are not products are left out and counted', () => {
    const { catalogue: c, rejected } = buildCatalogue(Buffer.from(JSON.stringify([product('a', 10), { id: 'b' }, product('c', -1), product('d', 0), null, 'x'])));
    expect(c.products.map((p) => p.id)).toEqual(['a']);
    expect(rejected).toBe(5);
  });

  test('categories in shop order: women-footwear, women-jeans, then the rest alphabetically', () => {
    const c = catalogueOf([
      product('1', 1, [], { category: 'tees' }),
      product('2', 1, [], { category: 'women-jeans' }),
      product('3', 1, [], { category: 'accessories' }),
      product('4', 1, [], { category: 'women-footwear' }),
      product('5', 1, [], { category: 'home' }),
    ]);
    expect(c.categories).toEqual(['women-footwear', 'women-jeans', 'accessories', 'home', 'tees']);
  });

  test('a file that is not a JSON array is an error (the service keeps the last good catalogue)', () => {
    expect(() => buildCatalogue(Buffer.from('{}'))).toThrow();
    expect(() => buildCatalogue(Buffer.from('not json'))).toThrow();
  });

  test('the version changes exactly when the bytes do', () => {
    const a = buildCatalogue(Buffer.from(JSON.stringify([product('a', 10)]))).catalogue.version;
    const b = buildCatalogue(Buffer.from(JSON.stringify([product('a', 10)]))).catalogue.version;
    const c = buildCatalogue(Buffer.from(JSON.stringify([product('a', 11)]))).catalogue.version;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
