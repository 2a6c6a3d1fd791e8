import { refusalOf as refusal, validated as run } from '../../testing/validate.js';
import { CreateOrderBody, CreateOrderInput } from './create-order.input.js';

const line = { productId: 'p1', size: 'M', quantity: 1 };

describe('order input', () => {
  test('an order with no items, or more than 50 lines, is refused', async () => {
    expect(await refusal(CreateOrderBody, { items: [], paymentMethod: 'upi' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Your order has no items', errors: [{ field: 'items', message: 'Your order has no items' }] });
    const many = Array.from({ length: 51 }, (_, i) => ({ ...line, size: `S${i}` }));
    expect(await refusal(CreateOrderBody, { items: many, paymentMethod: 'upi' })).toEqual({ code: 'BAD_USER_INPUT', message: 'An order can hold at most 50 lines', errors: [{ field: 'items', message: 'At most 50 lines' }] });
  });

  test.each([
    ['a size that is a number', { ...line, size: 42 }, 'items[0].size', 'size must be text'],
    ['an empty productId', { ...line, productId: '' }, 'items[0].productId', 'productId must not be empty'],
    ['a fractional quantity', { ...line, quantity: 1.5 }, 'items[0].quantity', 'quantity must be a whole number'],
    ['a price that is text', { ...line, price: '499' }, 'items[0].price', 'price must be a number'],
    ['a line that is not an object', 7, 'items[0].productId', 'productId must be text'],
  ])('refuses %s, naming the field', async (_, item, field, message) => {
    const r = await refusal(CreateOrderBody, { items: [item], paymentMethod: 'upi' });
    expect(r.message).toBe(`Invalid item: ${field} ${message.replace(/^\w+ /, '')}`);
    expect(r.errors?.[0]).toEqual({ field, message });
  });

  test('lines are reported in their order, before the payment method', async () => {
    const r = await refusal(CreateOrderBody, { items: [{ ...line, size: 1 }, { ...line, productId: 2 }], paymentMethod: 'bitcoin' });
    expect(r.message).toBe('Invalid item: items[0].size must be text');
    expect(r.errors?.map((e) => e.field)).toEqual(['items[0].size', 'items[1].productId', 'paymentMethod']);
  });

  test("a payment method the shop does not take is refused with the shop's message; each surface's spelling is taken", async () => {
    expect((await refusal(CreateOrderBody, { items: [line], paymentMethod: 'bitcoin' })).message).toBe('Please choose a payment method: card, upi, netbanking or cod');
    for (const paymentMethod of ['card', 'UPI', 'net_banking', 'netbanking', 'cash_on_delivery']) {
      expect(await run(CreateOrderBody, { items: [line], paymentMethod })).toBeInstanceOf(CreateOrderBody);
    }
    const input = (await run(CreateOrderInput, { items: [line], paymentMethod: 'NET_BANKING', expectedTotal: 10 })) as CreateOrderInput;
    expect(input.toCommand()).toEqual({ lines: [line], paymentMethod: 'netbanking', contact: null, shippingAddress: null, expected: { total: 10 }, couponCode: null });
  });

  test("REST's customerInfo carries the contact and the shipping address; its address must be an object", async () => {
    const body = (await run(CreateOrderBody, { items: [line], paymentMethod: 'cod', customerInfo: { email: 'a@b.in', address: { city: 'Pune' } }, orderSummary: { total: 5 } })) as CreateOrderBody;
    expect(body.toCommand()).toEqual({ userId: undefined, lines: [line], paymentMethod: 'cod', contact: { email: 'a@b.in' }, shippingAddress: { city: 'Pune' }, expected: { total: 5 }, couponCode: null });
    expect((await refusal(CreateOrderBody, { items: [line], paymentMethod: 'cod', customerInfo: { address: 'Pune' } })).message).toBe('customerInfo.address must be an object');
    expect((await refusal(CreateOrderBody, { items: [line], paymentMethod: 'cod', orderSummary: { total: '5' } })).message).toBe('total must be an amount in rupees');
  });
});
