import { PREMIUM_MIN_PRICE } from '../../../config/constants';
import { resolveCollection } from './collections';
import { formatCategory } from './format';

const categories = ['women-footwear', 'women-jeans', 'bags'];

describe('collections', () => {
  it.each([
    ['new', 'New Arrivals', { isNew: true }],
    ['sale', 'Sale Items', { isSale: true }],
    ['featured', 'Featured Products', { isNew: true, isSale: true }],
    ['premium', 'Premium', { priceRange: [PREMIUM_MIN_PRICE, Infinity] }],
    ['women-jeans', 'Women Jeans', { category: 'women-jeans' }],
  ])('%s is titled %s', (name, title, filters) => {
    expect(resolveCollection(name, categories)).toEqual({ title, filters, known: true });
  });

  it('premium means ₹2,499 and above', () => expect(PREMIUM_MIN_PRICE).toBe(2499));

  it('an unknown name is capitalised and filters nothing', () => {
    expect(resolveCollection('summer', categories)).toEqual({ title: 'Summer', filters: {}, known: false });
  });

  it('honours the category and search query parameters', () => {
    expect(resolveCollection('sale', categories, { category: 'bags', search: ' tote ' }).filters).toEqual({
      isSale: true, category: 'bags', search: 'tote',
    });
  });

  it('formats category names for display', () => {
    expect(formatCategory('women-footwear')).toBe('Women Footwear');
    expect(formatCategory('bags')).toBe('Bags');
  });
});
