import { filtersFromParams, filtersKey, paramsFromFilters } from './url-filters';

const read = (qs: string) => filtersFromParams(new URLSearchParams(qs));

describe('shop URL <-> filters', () => {
  it('reads category, search, new and sale', () => {
    expect(read('category=bags&search=%20tote%20&new=true&sale=true')).toEqual({
      category: 'bags', search: 'tote', isNew: true, isSale: true,
    });
  });
  it('featured=true means new and sale', () => expect(read('featured=true')).toEqual({ isNew: true, isSale: true }));
  it('ignores other values and blank search', () => expect(read('new=1&sale=false&search=%20%20&category=all')).toEqual({}));
  it('writes category, search, new, sale, price and sizes, not colours (plus sort and view carried over)', () => {
    const qs = paramsFromFilters(
      { category: 'bags', search: 'tote', isNew: true, isSale: true, sizes: ['M', 'UK 7'], colors: ['Red'], priceRange: [1000, 2500] },
      new URLSearchParams('sort=name-a-z&featured=true'),
    ).toString();
    expect(qs).toBe('category=bags&search=tote&new=true&sale=true&price=1000-2500&size=M&size=UK+7&sort=name-a-z');
  });
  it('reads back the price and sizes it writes: a filtered page can be shared and reloaded', () => {
    const f = { category: 'women-kurtas', priceRange: [999.5, 2000] as [number, number], sizes: ['M', 'UK 7'] };
    expect(read(paramsFromFilters(f).toString())).toEqual(f);
    expect(read('price=2000-1000')).toEqual({ priceRange: [1000, 2000] });
    expect(read('price=abc&price=-5-9&size=%20&size=M&size=M')).toEqual({ sizes: ['M'] });
  });
  it('Clear All empties the URL', () => expect(paramsFromFilters({}).toString()).toBe(''));
  it('filtersKey: the same filters give the same key whatever the order of their fields', () => {
    expect(filtersKey({ category: 'bags', sizes: ['M'], isNew: true })).toBe(filtersKey({ isNew: true, sizes: ['M'], category: 'bags', isSale: undefined }));
    expect(filtersKey({})).toBe(filtersKey({ search: undefined, isNew: false }));
    expect(filtersKey({ category: 'bags' })).not.toBe(filtersKey({ category: 'bags', isSale: true }));
    expect(filtersKey({ sizes: ['M', 'L'] })).not.toBe(filtersKey({ sizes: ['M'] }));
  });
});
