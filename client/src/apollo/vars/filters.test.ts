import { makeVar } from '@apollo/client';
import { createFilterActions, type Filters } from './filters';

function setup(initial: Filters = {}) {
  const filters = makeVar<Filters>(initial);
  return { filters, ...createFilterActions(filters) };
}

describe('filters', () => {
  it('toggling the same size twice clears it; unchecking the last size removes the filter', () => {
    const { filters, toggleSize } = setup();
    toggleSize('M');
    toggleSize('L');
    expect(filters().sizes).toEqual(['M', 'L']);
    toggleSize('M');
    expect(filters().sizes).toEqual(['L']);
    toggleSize('L');
    expect(filters()).toEqual({});
  });

  it('unchecking the last colour removes the colour filter', () => {
    const { filters, toggleColor } = setup();
    toggleColor('Black');
    toggleColor('Black');
    expect('colors' in filters()).toBe(false);
  });

  it('new and sale toggle on and off', () => {
    const { filters, toggleNew, toggleSale } = setup();
    toggleNew();
    toggleSale();
    expect(filters()).toEqual({ isNew: true, isSale: true });
    toggleNew();
    toggleSale();
    expect(filters()).toEqual({});
  });

  it('All Categories clears the category', () => {
    const { filters, setCategory } = setup();
    setCategory('women-jeans');
    expect(filters().category).toBe('women-jeans');
    setCategory('all');
    expect(filters()).toEqual({});
    setCategory('women-jeans');
    setCategory('');
    expect(filters()).toEqual({});
  });

  it('blank search removes the search filter', () => {
    const { filters, setSearch } = setup();
    setSearch('  denim ');
    expect(filters().search).toBe('denim');
    setSearch('   ');
    expect(filters()).toEqual({});
  });

  it('Clear All empties the filters', () => {
    const { filters, clearFilters } = setup({ category: 'x', sizes: ['M'], isNew: true, priceRange: [1, 2] });
    clearFilters();
    expect(filters()).toEqual({});
  });
});
