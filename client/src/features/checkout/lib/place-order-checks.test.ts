import type { SessionUser } from '../../../apollo/vars/session';
import { makeUser } from '../../../testing/fixtures';
import {
  checkoutProblem, codRefusal, gapErrors, INDIA_ONLY_MESSAGE, PIN_MESSAGE, LINES_MESSAGE, placeBlocker, PRICING_MESSAGE, profileGaps, profileGapsMessage, QUOTE_FAILED_MESSAGE,
  STOCK_LINES_MESSAGE, USER_NOT_FOUND,
} from './place-order-checks';
import type { Quote } from './order-input';

const fullUser = makeUser();
const bare: SessionUser = { ...fullUser, phone: null, address: { addressLine1: null, city: null, state: null, postalCode: null, country: 'India' } };

/** What the server answers (its rules are its own; these are its answers for a ₹169, a ₹279 and a ₹999 cart). */
const COD_MINIMUM = 'Cash on Delivery needs a subtotal of ₹199 or more before tax. Please add more items to your cart or choose a different payment method.';
const quoteOf = (over: Partial<Quote>): Quote => ({
  lines: [], subtotal: 279, discount: 0, couponCode: null, couponMessage: null, taxLines: [], shipping: 0, codCharge: 50, codAvailable: true, codMessage: null, total: 379.22, itemCount: 1, orderable: true, delivery: null, ...over,
});
const under199 = quoteOf({ subtotal: 169, codCharge: 0, codAvailable: false, codMessage: COD_MINIMUM, total: 199.42, orderable: false });
const charged = quoteOf({});
const free = quoteOf({ subtotal: 999, codCharge: 0, total: 1178.82 });

describe('Cash on Delivery as the server answers it', () => {
  it("refused with the server's reason when the quote says it is not available", () => {
    expect(codRefusal(under199)).toBe(COD_MINIMUM);
    expect(codRefusal({ codAvailable: false, codMessage: null })).toMatch(/^Cash on Delivery is not available for this order/);
  });

  it('allowed when the quote allows it, whatever its charge', () => {
    expect(codRefusal(charged)).toBeNull();
    expect(codRefusal(free)).toBeNull();
  });
});

describe('Place Order waits for the server', () => {
  it('no quote yet: pricing; the call failed: says so', () => {
    expect(placeBlocker('COD', null, false)).toBe(PRICING_MESSAGE);
    expect(placeBlocker('CARD', null, true)).toBe(QUOTE_FAILED_MESSAGE);
  });

  it("COD under the server's minimum cannot be placed, with its message; paid otherwise it can", () => {
    expect(placeBlocker('COD', under199, false)).toBe(COD_MINIMUM);
    expect(placeBlocker('UPI', { ...under199, orderable: true }, false)).toBeNull();
  });

  it("a pincode the shop does not serve blocks the order with the server's words; one without COD blocks COD with its reason", () => {
    const promise = { pincode: '744301', known: true, serviceable: false, codAvailable: false, place: null, latest: null, message: "We don't deliver to 744301 yet", codMessage: "We don't deliver to 744301 yet" };
    expect(placeBlocker('UPI', { ...free, orderable: false, delivery: promise }, false)).toBe("We don't deliver to 744301 yet");
    const noCod = { ...promise, pincode: '744101', serviceable: true, latest: '2026-12-08', message: 'Delivery by Tue, 8 Dec', codMessage: 'Cash on Delivery is not available for 744101' };
    const quote = { ...free, codAvailable: false, codMessage: noCod.codMessage, orderable: false, delivery: noCod };
    expect(placeBlocker('COD', quote, false)).toBe('Cash on Delivery is not available for 744101');
    expect(placeBlocker('UPI', { ...quote, orderable: true }, false)).toBeNull();
  });

  it('a line that asks for more than is left blocks the order with its own words; two lines, with one message', () => {
    const line = (size: string, quantity: number, available: number) => ({
      productId: '7', size, quantity, name: 'Sneakers', unitPrice: 1299, lineTotal: null, available,
      problem: available ? `Only ${available} left of Sneakers in size ${size}` : `Sneakers in size ${size} is sold out`,
    });
    const one = { ...free, orderable: false, lines: [line('8', 3, 2)] };
    expect(placeBlocker('UPI', one, false)).toBe('Only 2 left of Sneakers in size 8. Please update your cart.');
    expect(placeBlocker('COD', { ...one, lines: [line('9', 1, 0)] }, false)).toBe('Sneakers in size 9 is sold out. Please update your cart.');
    expect(placeBlocker('UPI', { ...one, lines: [line('8', 3, 2), line('9', 1, 0)] }, false)).toBe(STOCK_LINES_MESSAGE);
  });

  it('a cart the server cannot order (a line it refused) cannot be placed', () => {
    expect(placeBlocker('CARD', { ...free, orderable: false }, false)).toBe(LINES_MESSAGE);
  });

  it('COD allowed by the quote may be placed', () => {
    expect(placeBlocker('COD', charged, false)).toBeNull();
    expect(placeBlocker('COD', free, false)).toBeNull();
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
    expect(profileGapsMessage(profileGaps(bare))).toBe('Please add your phone, address, city, state and PIN code before placing the order.');
    expect(profileGapsMessage(profileGaps({ ...fullUser, phone: '' }))).toBe('Please add your phone before placing the order.');
    expect(profileGapsMessage([])).toBeNull();
  });

  it("marks each missing field on its own line; a PIN code that is there but not 6 digits gets the server's words", () => {
    expect(gapErrors(profileGaps(bare), bare)).toEqual({
      phone: 'Please enter your phone',
      addressLine1: 'Please enter your address',
      city: 'Please enter your city',
      state: 'Please enter your state',
      postalCode: 'Please enter your PIN code',
    });
    const shortPin = { ...fullUser, address: { ...fullUser.address, postalCode: '5600' } };
    expect(gapErrors(profileGaps(shortPin), shortPin)).toEqual({ postalCode: PIN_MESSAGE });
    expect(gapErrors([], fullUser)).toEqual({});
  });
});

describe('checkout problems, in the spec order', () => {
  it('a session without a user id comes first', () => {
    expect(checkoutProblem(null, 'COD', under199)).toBe(USER_NOT_FOUND);
    expect(checkoutProblem({ ...bare, id: '' }, 'COD', under199)).toBe('User not found. Please login again.');
  });

  it("then the COD minimum, from the server's quote (before missing profile fields)", () => {
    expect(checkoutProblem(bare, 'COD', under199)).toBe(COD_MINIMUM);
    expect(checkoutProblem(bare, 'UPI', { ...under199, orderable: true })).toMatch(/^Please add your phone/);
  });

  it('then the required fields, then India only', () => {
    expect(checkoutProblem(bare, 'COD', free)).toMatch(/PIN code/);
    expect(checkoutProblem({ ...fullUser, address: { ...fullUser.address, country: 'UK' } }, 'UPI', free)).toBe(INDIA_ONLY_MESSAGE);
  });

  it('a complete profile may order once the server has priced the cart', () => {
    expect(checkoutProblem(fullUser, 'COD', charged)).toBeNull();
    expect(checkoutProblem(fullUser, 'CARD', free)).toBeNull();
    expect(checkoutProblem({ ...fullUser, address: { ...fullUser.address, country: null } }, 'UPI', free)).toBeNull();
    expect(checkoutProblem(fullUser, 'CARD', null)).toBe(PRICING_MESSAGE);
  });
});
