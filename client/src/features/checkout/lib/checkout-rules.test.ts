import type { SessionUser } from '../../../apollo/vars/session';
import { makeUser } from '../../../testing/fixtures';
import { checkoutProblem, COD_MINIMUM_MESSAGE, codRules, INDIA_ONLY_MESSAGE, profileGaps, profileGapsMessage, USER_NOT_FOUND } from './checkout-rules';

const fullUser = makeUser();
const bare: SessionUser = { ...fullUser, phone: null, address: { addressLine1: null, city: null, state: null, postalCode: null, country: 'India' } };

describe('Cash on Delivery rules (minimum 199, ₹50 charge under 299)', () => {
  it.each([
    [0, false, 0],
    [198.99, false, 0],
    [199, true, 50],
    [298.99, true, 50],
    [299, true, 0],
    [5000, true, 0],
  ])('subtotal %p: available %p, charge %p', (subtotal, available, charge) => {
    expect(codRules(subtotal)).toEqual({ available, charge });
  });

  it('says the spec message', () => {
    expect(COD_MINIMUM_MESSAGE).toBe('Minimum order amount for COD is ₹199. Please add more items to your cart or choose a different payment method.');
  });
});

describe('profile gaps', () => {
  it('lists the missing fields in the spec order', () => {
    expect(profileGaps(bare).map((g) => g.field)).toEqual(['phone', 'addressLine1', 'city', 'state', 'postalCode']);
    expect(profileGaps({ ...fullUser, firstName: ' ' }).map((g) => g.field)).toEqual(['firstName']);
    expect(profileGaps(fullUser)).toEqual([]);
  });

  it('a PIN code must have 6 digits, not starting with 0', () => {
    expect(profileGaps({ ...fullUser, address: { ...fullUser.address, postalCode: '56001' } }).map((g) => g.field)).toEqual(['postalCode']);
    expect(profileGaps({ ...fullUser, address: { ...fullUser.address, postalCode: '060001' } }).map((g) => g.field)).toEqual(['postalCode']);
  });

  it('reads as a sentence', () => {
    expect(profileGapsMessage(profileGaps(bare))).toBe('Please add your phone, address, city, state and PIN code to your profile before placing the order.');
    expect(profileGapsMessage(profileGaps({ ...fullUser, phone: '' }))).toBe('Please add your phone to your profile before placing the order.');
    expect(profileGapsMessage([])).toBeNull();
  });
});

describe('checkout problems, in the spec order', () => {
  it('a session without a user id comes first', () => {
    expect(checkoutProblem(null, 'COD', 0)).toBe(USER_NOT_FOUND);
    expect(checkoutProblem({ ...bare, id: '' }, 'COD', 0)).toBe('User not found. Please login again.');
  });

  it('then the COD minimum (before missing profile fields)', () => {
    expect(checkoutProblem(bare, 'COD', 198)).toBe(COD_MINIMUM_MESSAGE);
    expect(checkoutProblem(bare, 'UPI', 198)).toMatch(/^Please add your phone/);
  });

  it('then the required fields, then India only', () => {
    expect(checkoutProblem(bare, 'COD', 500)).toMatch(/PIN code/);
    expect(checkoutProblem({ ...fullUser, address: { ...fullUser.address, country: 'UK' } }, 'UPI', 500)).toBe(INDIA_ONLY_MESSAGE);
  });

  it('a complete profile may order', () => {
    expect(checkoutProblem(fullUser, 'COD', 199)).toBeNull();
    expect(checkoutProblem(fullUser, 'CARD', 1)).toBeNull();
    expect(checkoutProblem({ ...fullUser, address: { ...fullUser.address, country: null } }, 'UPI', 1)).toBeNull();
  });
});
