import { buildCatalogue, type Catalogue, styleOf } from './catalogue.js';
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

describe("a product's style: its category and name without its colour (what a colour exchange may swap)", () => {
  const p = (name: string, color: string, category = 'men-tshirts') => ({ name, color, category });

  test('colours of one name are one style; the colour may stand anywhere in the name, in any case', () => {
    expect(styleOf(p('Black Cotton Crew Neck T-Shirt', 'Black'))).toBe('men-tshirts|cotton crew neck t-shirt');
    expect(styleOf(p('Sage Green  Cotton Crew Neck T-Shirt', 'Sage Green'))).toBe(styleOf(p('Black Cotton Crew Neck T-Shirt', 'Black')));
    expect(styleOf(p('Crew Neck T-Shirt in olive', 'Olive'))).toBe('men-tshirts|crew neck t-shirt in');
  });

  test('another category, another name, or a name without its colour: another style', () => {
    expect(styleOf(p('Black Cotton Crew Neck T-Shirt', 'Black', 'women-tops'))).not.toBe(styleOf(p('Black Cotton Crew Neck T-Shirt', 'Black')));
    expect(styleOf(p('Black Linen Shirt', 'Black'))).not.toBe(styleOf(p('Black Cotton Crew Neck T-Shirt', 'Black')));
    expect(styleOf(p('Midnight Tee', 'Navy'))).toBe('men-tshirts|midnight tee');
  });

  test('the catalogue groups its products by style, in catalogue order', () => {
    const bytes = Buffer.from(JSON.stringify([
      product('a', 999, ['M'], { name: 'Black Oxford Shirt', color: 'Black', category: 'men-shirts' }),
      product('b', 999, ['M'], { name: 'Navy Linen Shirt', color: 'Navy', category: 'men-shirts' }),
      product('c', 1199, ['M'], { name: 'White Oxford Shirt', color: 'White', category: 'men-shirts' }),
    ]));
    const { catalogue } = buildCatalogue(bytes);
    expect(catalogue.byStyle.get('men-shirts|oxford shirt')!.map((x) => x.id)).toEqual(['a', 'c']);
    expect(catalogue.byStyle.get('men-shirts|linen shirt')!.map((x) => x.id)).toEqual(['b']);
  });
});
