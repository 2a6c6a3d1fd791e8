import { makeProduct, MemoryStorage } from '../../testing/fixtures';
import { createCartActions, createCartVar, summarizeCart } from './cart';

const KEY = 'cart-storage';
const shoe = makeProduct({ id: '1', price: 1299 });
const tee = makeProduct({ id: '2', name: 'Tee', price: 499, sizes: [] });

function setup(storage = new MemoryStorage()) {
  const cart = createCartVar(storage);
  return { cart, storage, ...createCartActions(cart) };
}

describe('cart', () => {
  it('adds a new line with the price taken from the product', () => {
    const { cart, addToCart } = setup();
    addToCart(shoe, '7', 2);
    expect(cart().items).toEqual([{ product: shoe, size: '7', quantity: 2, price: 1299 }]);
  });

  it('raises the quantity when the same product and size are added again', () => {
    const { cart, addToCart } = setup();
    addToCart(shoe, '7', 1);
    addToCart(shoe, '7', 3);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0].quantity).toBe(4);
  });

  it('keeps the same product in two sizes as two lines', () => {
    const { cart, addToCart } = setup();
    addToCart(shoe, '7');
    addToCart(shoe, '8');
    expect(cart().items.map((l) => l.size)).toEqual(['7', '8']);
  });

  it('ignores adding less than 1', () => {
    const { cart, addToCart } = setup();
    addToCart(shoe, '7', 0);
    expect(cart().items).toEqual([]);
  });

  it('sets a quantity, and removes the line at 0 or below', () => {
    const { cart, addToCart, updateQuantity } = setup();
    addToCart(shoe, '7');
    addToCart(shoe, '8');
    updateQuantity('1', '7', 5);
    expect(cart().items[0].quantity).toBe(5);
    updateQuantity('1', '7', 0);
    updateQuantity('1', '8', -1);
    expect(cart().items).toEqual([]);
  });

  it('removes one line and clears the whole cart', () => {
    const { cart, addToCart, removeFromCart, clearCart } = setup();
    addToCart(shoe, '7');
    addToCart(tee, 'One Size');
    removeFromCart('1', '7');
    expect(cart().items.map((l) => l.product.id)).toEqual(['2']);
    clearCart();
    expect(cart().items).toEqual([]);
  });

  it('Clear Cart answers what it cleared; Undo puts it back in its order', () => {
    const { cart, addToCart, clearCart, restoreCart } = setup();
    addToCart(shoe, '7', 2);
    addToCart(tee, 'One Size', 1);
    const before = cart().items;
    const cleared = clearCart();
    expect(cart().items).toEqual([]);
    restoreCart(cleared);
    expect(cart().items).toEqual(before);
  });

  it('Undo keeps what was added since: a line in both has both quantities', () => {
    const { cart, addToCart, clearCart, restoreCart } = setup();
    addToCart(shoe, '7', 2);
    const cleared = clearCart();
    addToCart(tee, 'One Size', 1);
    addToCart(shoe, '7', 1);
    restoreCart(cleared);
    expect(cart().items.map((l) => [l.product.id, l.size, l.quantity])).toEqual([['1', '7', 3], ['2', 'One Size', 1]]);
  });

  it("totals: item count and the subtotal of the lines (tax and COD are the server's, at checkout)", () => {
    const { cart, addToCart } = setup();
    addToCart(shoe, '7', 2);
    addToCart(tee, 'One Size', 1);
    expect(summarizeCart(cart())).toEqual({ items: cart().items, itemCount: 3, subtotal: 3097 });
  });

  it('persists every change under cart-storage and reads it back', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    first.addToCart(shoe, '7', 2);
    expect(JSON.parse(storage.getItem(KEY)!).state.items).toHaveLength(1);
    first.updateQuantity('1', '7', 3);
    const second = setup(storage);
    expect(second.cart().items[0].quantity).toBe(3);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an old version', JSON.stringify({ version: 0, state: { items: [] } })],
    ['the wrong shape', JSON.stringify({ version: 1, state: { items: 'many' } })],
    ['a line without a product', JSON.stringify({ version: 1, state: { items: [{ size: '7', quantity: 1, price: 1 }] } })],
    ['a negative quantity', JSON.stringify({ version: 1, state: { items: [{ product: shoe, size: '7', quantity: -2, price: 1299 }] } })],
  ])('discards a stored value that is %s, never crashing', (_, text) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, text);
    const { cart } = setup(storage);
    expect(cart().items).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
  });
});
