import { makeProduct, makeUser } from '../../../testing/fixtures';
import { buildOrderInput, priceChanges, quoteLines, type Quote } from './order-input';

const fullUser = makeUser();
const shoe = makeProduct({ id: '7', name: 'Sneakers', price: 1299 });
const mug = makeProduct({ id: '101', name: 'Mug', price: 449, sizes: [] });
const cart = [
  { product: shoe, size: '8', quantity: 2, price: 1299 },
  { product: mug, size: 'One Size', quantity: 1, price: 399 },
];

const quote: Quote = {
  lines: [
    { productId: '7', size: '8', quantity: 2, name: 'Sneakers', unitPrice: 1299, lineTotal: 2598, problem: null, available: 40 },
    { productId: '101', size: 'One Size', quantity: 1, name: 'Mug', unitPrice: 449, lineTotal: 449, problem: null, available: 12 },
  ],
  subtotal: 3047, discount: 0, couponCode: null, couponMessage: null, taxLines: [{ ratePercent: 18, tax: 548.46 }], shipping: 0, codCharge: 0, codAvailable: true, codMessage: null, total: 3595.46, itemCount: 3, orderable: true, delivery: null,
};

describe('the order payload', () => {
  it('sends each line with the price shown, the total shown, and the profile contact and address (India)', () => {
    const input = buildOrderInput(fullUser, quoteLines(cart), 'UPI', quote);
    expect(input).toEqual({
      items: [
        { productId: '7', size: '8', quantity: 2, price: 1299 },
        { productId: '101', size: 'One Size', quantity: 1, price: 449 },
      ],
      paymentMethod: 'UPI',
      contact: { email: 'asha@example.in', firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210' },
      shippingAddress: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' },
      expectedTotal: 3595.46,
    });
  });

  it('never carries card, UPI or bank details', () => {
    const input = buildOrderInput(fullUser, quoteLines(cart), 'CARD', quote);
    expect(Object.keys(input).sort()).toEqual(['contact', 'expectedTotal', 'items', 'paymentMethod', 'shippingAddress']);
    expect(JSON.stringify(input)).not.toMatch(/cvv|expiry|upi|bank|cardNumber/i);
  });

  it('lines the server could not price go without a price (the server then refuses them)', () => {
    const input = buildOrderInput(fullUser, [{ productId: 'gone', size: 'M', quantity: 1 }], 'COD', quote);
    expect(input.items).toEqual([{ productId: 'gone', size: 'M', quantity: 1, price: undefined }]);
  });
});

describe('price changes', () => {
  it('lists the lines whose server price differs from the cart', () => {
    expect(priceChanges(cart, quote)).toEqual([{ name: 'Mug', size: 'One Size', was: 399, now: 449 }]);
  });

  it('is empty when the prices agree to the paisa', () => {
    expect(priceChanges([{ ...cart[0], price: 1299.0000001 }], quote)).toEqual([]);
  });
});
