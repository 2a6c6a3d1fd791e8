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
  it('writes only category, search, new and sale (plus sort and view carried over)', () => {
    const qs = paramsFromFilters(
      { category: 'bags', search: 'tote', isNew: true, isSale: true, sizes: ['M'], colors: ['Red'], priceRange: [1, 2] },
      new URLSearchParams('sort=name-a-z&featured=true'),
    ).toString();
    expect(qs).toBe('category=bags&search=tote&new=true&sale=true&sort=name-a-z');
  });
  it('Clear All empties the URL', () => expect(paramsFromFilters({}).toString()).toBe(''));
  it('filtersKey: the same filters give the same key whatever the order of their fields', () => {
    expect(filtersKey({ category: 'bags', sizes: ['M'], isNew: true })).toBe(filtersKey({ isNew: true, sizes: ['M'], category: 'bags', isSale: undefined }));
    expect(filtersKey({})).toBe(filtersKey({ search: undefined, isNew: false }));
    expect(filtersKey({ category: 'bags' })).not.toBe(filtersKey({ category: 'bags', isSale: true }));
    expect(filtersKey({ sizes: ['M', 'L'] })).not.toBe(filtersKey({ sizes: ['M'] }));
  });
});
