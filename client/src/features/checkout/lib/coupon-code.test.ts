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
    code.recheckRestored('BIG20', null);
    code.recheckRestored('BIG20', { couponCode: 'BIG20', couponMessage: null });
    // Later refusals (the cart fell under the minimum) are shown at the field, not dropped.
    code.recheckRestored('BIG20', { couponCode: null, couponMessage: 'Valid on orders above ₹5,000' });
    expect([cart().couponCode, code.droppedReason()]).toEqual(['BIG20', null]);
  });

  it('a restored code the server refuses (expired) is dropped with its reason, until the shopper sets another code', () => {
    const storage = stored({ items: [], couponCode: 'OLD10' });
    const cart = createCartVar(storage);
    const code = createCouponCode(cart);
    code.recheckRestored('OLD10', { couponCode: null, couponMessage: 'This code has expired' });
    expect([cart().couponCode, code.droppedReason()]).toEqual([null, 'This code has expired']);
    expect(JSON.parse(storage.getItem(KEY)!).state.couponCode).toBeNull();
    code.setCouponCode('BIG20');
    expect([cart().couponCode, code.droppedReason()]).toEqual(['BIG20', null]);
  });

  it('a code applied in this visit is never dropped by the re-check: its refusal stays at the field', () => {
    const cart = createCartVar(new MemoryStorage());
    const code = createCouponCode(cart);
    code.setCouponCode('NOPE');
    code.recheckRestored('NOPE', { couponCode: null, couponMessage: 'NOPE is not a valid code' });
    expect([cart().couponCode, code.droppedReason()]).toEqual(['NOPE', null]);
  });
});
