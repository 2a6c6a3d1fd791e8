import { makeVar } from '@apollo/client';
import { createFilterActions, type Filters } from '../../../apollo/vars/filters';
import { activeFilters } from './active-filters';

const all: Filters = { category: 'women-jeans', search: 'denim', priceRange: [1000, 2000], isNew: true, isSale: true, sizes: ['M', 'UK 7'], colors: ['Blue'] };

describe('active filters (the chips above the shop grid)', () => {
  it('none for no filter', () => expect(activeFilters({})).toEqual([]));

  it('every filter that is set, in the panel order, each size and colour on its own', () => {
    expect(activeFilters(all).map((f) => f.label)).toEqual([
      'Women Jeans', 'Search: "denim"', '₹1,000 – ₹2,000', 'New Arrivals', 'On Sale', 'Size M', 'Size UK 7', 'Blue',
    ]);
    expect(new Set(activeFilters(all).map((f) => f.key)).size).toBe(8);
  });

  it('a price range without an upper bound reads "From"', () => {
    expect(activeFilters({ priceRange: [2499, Number.POSITIVE_INFINITY] }).map((f) => f.label)).toEqual(['From ₹2,499']);
  });

  it.each([
    ['Women Jeans', { ...all, category: undefined }],
    ['Search: "denim"', { ...all, search: undefined }],
    ['₹1,000 – ₹2,000', { ...all, priceRange: undefined }],
    ['New Arrivals', { ...all, isNew: undefined }],
    ['On Sale', { ...all, isSale: undefined }],
    ['Size M', { ...all, sizes: ['UK 7'] }],
    ['Blue', { ...all, colors: undefined }],
  ])('removing "%s" takes that filter off and leaves the others', (label, expected) => {
    const filters = makeVar<Filters>(all);
    activeFilters(filters()).find((f) => f.label === label)!.remove(createFilterActions(filters));
    expect(filters()).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
