import { cartHoldsAllNote, isOutOfStock, isSoldOut, lowStockNote, overStockMessage, roomLeft, unitsLeft } from './stock';

const stock = (sizes: Record<string, number>) => ({
  productId: '1',
  inStock: Object.values(sizes).some((n) => n > 0),
  sizes: Object.entries(sizes).map(([size, available]) => ({ size, available })),
  returnPolicy: 'Returnable within 30 days',
});

describe('stock as shoppers see it', () => {
  it('without an answer nothing is marked and nothing held back', () => {
    expect(unitsLeft(undefined, 'M')).toBeNull();
    expect(isSoldOut(undefined, 'M')).toBe(false);
    expect(isOutOfStock(undefined)).toBe(false);
    expect(overStockMessage('M', 20, null)).toBeNull();
  });

  it('a size with no stock is sold out', () => {
    const s = stock({ S: 0, M: 2, L: 9 });
    expect(isSoldOut(s, 'S')).toBe(true);
    expect(isSoldOut(s, 'M')).toBe(false);
  });

  it('a product with no stock in any size is out of stock', () => {
    expect(isOutOfStock(stock({ S: 0, M: 0 }))).toBe(true);
  });

  it("goods without sizes are sold as 'One Size'", () => {
    expect(unitsLeft(stock({ 'One Size': 3 }), 'One Size')).toBe(3);
    expect(isSoldOut(stock({ 'One Size': 0 }), 'One Size')).toBe(true);
  });

  it("'Only N left' when fewer than 5, not at 0 nor at 5", () => {
    expect(lowStockNote(4)).toBe('Only 4 left');
    expect(lowStockNote(1)).toBe('Only 1 left');
    expect(lowStockNote(5)).toBeNull();
    expect(lowStockNote(0)).toBeNull();
    expect(lowStockNote(null)).toBeNull();
  });

  it('a cart line that asks for more than is left says so', () => {
    expect(overStockMessage('M', 3, 2)).toBe('Only 2 left in size M');
    expect(overStockMessage('M', 1, 0)).toBe('Sold out in size M');
    expect(overStockMessage('One Size', 4, 1)).toBe('Only 1 left');
    expect(overStockMessage('M', 2, 2)).toBeNull();
  });

  it('what the cart already holds of a size is not offered again', () => {
    const s = stock({ S: 0, M: 2, L: 9 });
    expect(roomLeft(s, 'M', 0)).toBe(2);
    expect(roomLeft(s, 'M', 1)).toBe(1);
    expect(roomLeft(s, 'M', 3)).toBe(0);
    expect(roomLeft(undefined, 'M', 3)).toBeNull();
    const oneSize = { productId: '2', inStock: true, sizes: [{ size: 'One Size', available: 1 }], returnPolicy: 'Not returnable' };
    expect(roomLeft(oneSize, 'One Size', 1)).toBe(0);
  });

  it('says when the cart holds every unit left of a size', () => {
    expect(cartHoldsAllNote('M', 3, 3)).toBe('All 3 left in size M are in your cart');
    expect(cartHoldsAllNote('M', 1, 2)).toBe('The last one in size M is in your cart');
    expect(cartHoldsAllNote('One Size', 2, 2)).toBe('All 2 left are in your cart');
    expect(cartHoldsAllNote('M', 3, 2)).toBeNull();
    expect(cartHoldsAllNote('M', 0, 1)).toBeNull();
    expect(cartHoldsAllNote('M', null, 4)).toBeNull();
  });
});
