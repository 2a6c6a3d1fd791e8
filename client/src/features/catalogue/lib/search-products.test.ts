import { makeProduct } from '../../../testing/fixtures';
import { searchFor } from '../../../testing/search';
import { applyCatalogueView, popularCategories, searchSuggestions } from './filter-products';
import { typoDistance } from './search-products';

const ids = (ps: { id: string }[]) => ps.map((p) => p.id);

// In catalogue order; each holds 'shirt' in one field only. The flats are new and on sale (the
// most popular), yet only their description holds it.
const flats = makeProduct({ id: 'flats', name: 'Navy Ballet Flats', category: 'women-footwear', color: 'Navy', description: 'Wear them with a shirt dress.', isNew: true, isSale: true });
const oxford = makeProduct({ id: 'oxford', name: 'Oxford Button-Down', category: 'men-shirts', color: 'White', description: 'Crisp cotton.' });
const clutch = makeProduct({ id: 'clutch', name: 'Party Clutch', category: 'bags', color: 'Shirting Grey', description: 'A small evening bag.', isSale: true });
const tee = makeProduct({ id: 'tee', name: 'Black Crew Neck T-Shirt', category: 'men-tshirts', color: 'Black', description: 'Everyday tee.' });
const flannel = makeProduct({ id: 'flannel', name: 'Navy Flannel Shirt', category: 'men-tops', color: 'Navy', description: 'Warm checks.', isNew: true });
const catalogue = [flats, oxford, clutch, tee, flannel];

describe('search order: the name counts most, then the category, then the colour, the description least', () => {
  it("'shi': the shirts by name first, then the category's, the colour's, the description's last", async () => {
    const found = await searchFor(catalogue, 'shi');
    const ranked = ids(applyCatalogueView(catalogue, { search: 'shi' }, 'popular', found));
    expect(ranked.slice(0, 2).sort()).toEqual(['flannel', 'tee']);
    expect(ranked.slice(2)).toEqual(['oxford', 'clutch', 'flats']);
    expect(ids(searchSuggestions('shi', found))).toEqual(ranked);
    expect(ids(searchSuggestions('  SHI ', await searchFor(catalogue, '  SHI ')))).toEqual(ranked);
  });

  it('the search page in its default order ranks the same way, and its first five are the suggestions', async () => {
    const many = [...catalogue, makeProduct({ id: 'poplin', name: 'Poplin Shirt', category: 'men-shirts', description: 'Crisp.' })];
    const found = await searchFor(many, 'shirt');
    const ranked = applyCatalogueView(many, { search: 'shirt' }, 'popular', found);
    expect(ids(ranked.slice(0, 3)).sort()).toEqual(['flannel', 'poplin', 'tee']);
    expect(ids(ranked).at(-1)).toBe('flats');
    expect(searchSuggestions('shirt', found)).toEqual(ranked.slice(0, 5));
  });

  it('another order the shopper picks is kept as it is; filters still apply', async () => {
    const priced = catalogue.map((p, i) => ({ ...p, price: [499, 1999, 899, 1299, 699][i] }));
    const found = await searchFor(priced, 'shi');
    expect(ids(applyCatalogueView(priced, { search: 'shi' }, 'price-low-high', found))).toEqual(['flats', 'flannel', 'clutch', 'tee', 'oxford']);
    expect(ids(applyCatalogueView(priced, { search: 'shi', isNew: true }, 'popular', found)).sort()).toEqual(['flannel', 'flats']);
  });

  it('words are found at the start of a word, not inside one', async () => {
    expect((await searchFor(catalogue, 'irt')).scores.size).toBe(0);
    expect(ids([...(await searchFor(catalogue, 'oxf')).scores.keys()])).toEqual(['oxford']);
  });
});

describe('a search forgives a typo, and says what it looked for', () => {
  const kurta = makeProduct({ id: 'kurta', name: 'Anarkali Kurta', category: 'women-kurtas', color: 'Maroon', description: 'Flared, with gota trim.' });
  const straight = makeProduct({ id: 'straight', name: 'Straight Cotton Kurta', category: 'women-kurtas', color: 'Indigo', description: 'Block printed.' });
  const jeans = makeProduct({ id: 'jeans', name: 'Slim Fit Jeans', category: 'men-jeans', color: 'Blue', description: 'Stretch denim.' });
  const mug = makeProduct({ id: 'mug', name: 'Stoneware Coffee Mug', category: 'home', color: 'Blush Pink', description: 'Holds 350 ml.' });
  const candle = makeProduct({ id: 'candle', name: 'Jasmine Soy Candle', category: 'home', color: 'White', description: 'Burns for 40 hours.' });
  const shop = [kurta, straight, jeans, mug, candle];

  it("'kurtha' finds the kurtas, 'Showing results for kurta'", async () => {
    const found = await searchFor(shop, 'kurtha');
    expect(ids([...found.scores.keys()]).sort()).toEqual(['kurta', 'straight']);
    expect(found.showingFor).toBe('kurta');
  });

  it('only the word that found nothing is changed; words found as typed say nothing', async () => {
    expect((await searchFor(shop, 'cotton kurtha')).showingFor).toBe('cotton kurta');
    expect(ids([...(await searchFor(shop, 'cotton kurtha')).scores.keys()])).toEqual(['straight']);
    expect((await searchFor(shop, 'jeens')).showingFor).toBe('jeans');
    expect((await searchFor(shop, 'coffees')).showingFor).toBe('coffee');
    const asTyped = await searchFor(shop, 'kurta');
    expect(asTyped.showingFor).toBeNull();
    expect(asTyped.scores.size).toBe(2);
  });

  it("two letters the wrong way round ('jenas', 'jasmnie') are put right, and said", async () => {
    const jenas = await searchFor(shop, 'jenas');
    expect(ids([...jenas.scores.keys()])).toEqual(['jeans']);
    expect(jenas.showingFor).toBe('jeans');
    const both = await searchFor(shop, 'jasmnie candle');
    expect([ids([...both.scores.keys()]), both.showingFor]).toEqual([['candle'], 'jasmine candle']);
    // A short word is never changed, a swap never touches the first letter.
    for (const term of ['mgu', 'ujeans', 'ajsmine']) expect({ term, found: (await searchFor(shop, term)).scores.size }).toEqual({ term, found: 0 });
  });

  it('a term that matches nothing finds nothing, never an unrelated product', async () => {
    for (const term of ['qqzzxx', 'zebra', 'mugz kurtaz jeanz tote', 'cat', 'xyz', 'lamp', 'sandle']) {
      const found = await searchFor(shop, term);
      expect({ term, found: found.scores.size, showingFor: found.showingFor }).toEqual({ term, found: 0, showingFor: null });
    }
  });

  it('short words are never changed; one letter off from 5 letters, two from 9', () => {
    expect(['mug', 'lamp', 'jeens', 'kurtha', 'stonewre', 'stonewear'].map(typoDistance)).toEqual([false, false, 1, 1, 1, 2]);
  });

  it('a typo is matched in names, categories and colours, not in descriptions', async () => {
    const damp = makeProduct({ id: 'juttis', name: 'Leather Juttis', category: 'women-footwear', description: 'Wipe with a damp cloth.' });
    const wallet = makeProduct({ id: 'wallet', name: 'Leather Wallet', category: 'accessories', description: 'Slim.' });
    expect((await searchFor([damp, wallet], 'dampp')).scores.size).toBe(0);
    expect(ids([...(await searchFor([damp, wallet], 'wallett')).scores.keys()])).toEqual(['wallet']);
  });
});

describe('popular categories, offered when a search finds nothing', () => {
  it('the categories whose products are the most popular (new 2, sale 1), then the larger', () => {
    const p = (category: string, isNew = false, isSale = false) => makeProduct({ category, isNew, isSale });
    const list = [p('bags'), p('bags'), p('bags'), p('home', true), p('women-kurtas', true, true), p('men-shirts', false, true), p('men-shirts'), p('watches', false, true)];
    expect(popularCategories(list, 4)).toEqual(['women-kurtas', 'home', 'men-shirts', 'watches']);
    expect(popularCategories(list, 10).at(-1)).toBe('bags');
    expect(popularCategories([], 4)).toEqual([]);
  });
});
