import { createCartVar } from '../../../apollo/vars/cart';
import { MemoryStorage } from '../../../testing/fixtures';
import { createCouponCode } from './coupon-code';

const KEY = 'cart-storage';
const stored = (state: unknown) => {
  const storage = new MemoryStorage();
  storage.setItem(KEY, JSON.stringify({ version: 1, state }));
  return storage;
};

describe('the applied offer code', () => {
  it('is kept with the cart in cart-storage, and survives a reload', () => {
    const storage = new MemoryStorage();
    const cart = createCartVar(storage);
    createCouponCode(cart).setCouponCode('FIRST15');
    expect(JSON.parse(storage.getItem(KEY)!).state).toEqual({ items: [], couponCode: 'FIRST15' });
    expect(createCartVar(storage)().couponCode).toBe('FIRST15');
  });

  it('a stored cart without a code (before offers) still loads; a malformed code is dropped, not the cart', () => {
    expect(createCartVar(stored({ items: [] }))()).toEqual({ items: [] });
    expect(createCartVar(stored({ items: [], couponCode: 42 }))()).toEqual({ items: [] });
  });

  it('a restored code the server still applies stays; the first quote for it is the only one that decides', () => {
    const cart = createCartVar(stored({ items: [], couponCode: 'BIG20' }));
    const code = createCouponCode(cart);
    expect(code.recheckRestored('BIG20', null)).toBeNull();
    expect(code.recheckRestored('BIG20', { couponCode: 'BIG20', couponMessage: null })).toBeNull();
    // Later refusals (the cart fell under the minimum) are shown at the field, not dropped.
    expect(code.recheckRestored('BIG20', { couponCode: null, couponMessage: 'Valid on orders above ₹5,000' })).toBeNull();
    expect(cart().couponCode).toBe('BIG20');
  });

  it('a restored code the server refuses (expired) is dropped, and its reason answered once', () => {
    const storage = stored({ items: [], couponCode: 'OLD10' });
    const cart = createCartVar(storage);
    const code = createCouponCode(cart);
    expect(code.recheckRestored('OLD10', { couponCode: null, couponMessage: 'This code has expired' })).toBe('This code has expired');
    expect(cart().couponCode).toBeNull();
    expect(JSON.parse(storage.getItem(KEY)!).state.couponCode).toBeNull();
    expect(code.recheckRestored('OLD10', { couponCode: null, couponMessage: 'This code has expired' })).toBeNull();
  });

  it('a code applied in this visit is never dropped by the re-check: its refusal stays at the field', () => {
    const cart = createCartVar(new MemoryStorage());
    const code = createCouponCode(cart);
    code.setCouponCode('NOPE');
    expect(code.recheckRestored('NOPE', { couponCode: null, couponMessage: 'NOPE is not a valid code' })).toBeNull();
    expect(cart().couponCode).toBe('NOPE');
  });
});
