import { makeProduct } from '../../../testing/fixtures';
import type { ProductFieldsFragment as Product } from '../../../gql/graphql';
import { applyCatalogueView, popularScore, searchSuggestions } from './filter-products';
import { relevanceIn, searchFields } from './search-products';

const ids = (ps: { id: string }[]) => ps.map((p) => p.id);

// In catalogue order; each holds 'shi' in one field only. The flats are new and on sale (the
// most popular), yet their description alone holds it ('cushioned').
const flats = makeProduct({ id: 'flats', name: 'Navy Ballet Flats', category: 'women-footwear', color: 'Navy', description: 'Soft flats on a cushioned sole.', isNew: true, isSale: true });
const oxford = makeProduct({ id: 'oxford', name: 'Oxford Button-Down', category: 'men-shirts', color: 'White', description: 'Crisp cotton.' });
const clutch = makeProduct({ id: 'clutch', name: 'Party Clutch', category: 'bags', color: 'Shimmer Gold', description: 'A small evening bag.', isSale: true });
const tee = makeProduct({ id: 'tee', name: 'Black Crew Neck T-Shirt', category: 'men-tshirts', color: 'Black', description: 'Everyday tee.' });
const flannel = makeProduct({ id: 'flannel', name: 'Navy Flannel Shirt', category: 'men-tops', color: 'Navy', description: 'Warm checks.', isNew: true });
const catalogue = [flats, oxford, clutch, tee, flannel];

describe('search relevance', () => {
  it.each([
    ['name', tee, 0],
    ['category', oxford, 1],
    ['colour', clutch, 2],
    ['description', flats, 3],
  ])('a term in the %s is level %s', (_, product, level) => {
    expect(relevanceIn(searchFields(product), 'shi')).toBe(level);
  });

  it('a product answers with the best field that holds the term, and -1 when none does', () => {
    const both = makeProduct({ name: 'Linen Shirt', category: 'men-shirts', color: 'White', description: 'A shirt for summer.' });
    expect(relevanceIn(searchFields(both), 'shirt')).toBe(0);
    expect(relevanceIn(searchFields(both), 'summer')).toBe(3);
    expect(relevanceIn(searchFields(both), 'denim')).toBe(-1);
  });
});

describe('search order: name and category matches first, then colour, then description', () => {
  it("suggestions for 'shi': the shirts by name (the new one first), the category match, the colour match, the description match last", () => {
    expect(ids(searchSuggestions(catalogue, 'shi'))).toEqual(['flannel', 'tee', 'oxford', 'clutch', 'flats']);
    expect(ids(searchSuggestions(catalogue, '  SHI '))).toEqual(['flannel', 'tee', 'oxford', 'clutch', 'flats']);
  });

  it('the search page in its default order (popular) ranks the same way, and its first five are the suggestions', () => {
    const many = [...catalogue, makeProduct({ id: 'poplin', name: 'Poplin Shirt', category: 'men-shirts', description: 'Crisp.' })];
    expect(ids(applyCatalogueView(many, { search: 'shi' }, 'popular'))).toEqual(['flannel', 'tee', 'poplin', 'oxford', 'clutch', 'flats']);
    expect(searchSuggestions(many, 'shi')).toEqual(applyCatalogueView(many, { search: 'shi' }, 'popular').slice(0, 5));
  });

  it('another order the shopper picks is kept as it is; filters still apply', () => {
    const priced = catalogue.map((p, i) => ({ ...p, price: [499, 1999, 899, 1299, 699][i] }));
    expect(ids(applyCatalogueView(priced, { search: 'shi' }, 'price-low-high'))).toEqual(['flats', 'flannel', 'clutch', 'tee', 'oxford']);
    expect(ids(applyCatalogueView(priced, { search: 'shi', isNew: true }, 'popular'))).toEqual(['flannel', 'flats']);
  });

  it('without a search term the default order is popularity alone', () => {
    expect(ids(applyCatalogueView(catalogue, {}, 'popular'))).toEqual(['flats', 'flannel', 'clutch', 'oxford', 'tee']);
  });

  it('on a larger catalogue the suggestions are always the first five of an independently ranked search', () => {
    const fieldsOf = (p: Product) => [p.name, p.category, p.color, p.description].map((s) => s.toLowerCase());
    const level = (p: Product, term: string) => fieldsOf(p).findIndex((s) => s.includes(term));
    const words = ['Shirt', 'Shoe', 'Cotton', 'Linen', 'Silk', 'Denim', 'Wash'];
    const big = Array.from({ length: 400 }, (_, i) =>
      makeProduct({
        id: `p${i}`, name: `${words[i % 7]} ${words[(i * 3) % 7]} ${i}`, category: ['men-shirts', 'women-footwear', 'home'][i % 3],
        color: ['Blue', 'Washed Black', 'Silk White'][(i * 5) % 3], description: `${words[(i * 11) % 7]} blend, easy wash.`,
        isNew: i % 4 === 0, isSale: i % 3 === 0,
      }),
    );
    for (const term of ['shi', 'cotton', 'wash', 'silk', 'home', 'lend', 'zzz']) {
      const expected = big
        .filter((p) => level(p, term) >= 0)
        .sort((a, b) => level(a, term) - level(b, term) || popularScore(b) - popularScore(a));
      expect(ids(applyCatalogueView(big, { search: term }, 'popular'))).toEqual(ids(expected));
      expect(ids(searchSuggestions(big, term))).toEqual(ids(expected.slice(0, 5)));
    }
  });
});
