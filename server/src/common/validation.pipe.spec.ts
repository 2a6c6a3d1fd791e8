import type { ArgumentMetadata, Type } from '@nestjs/common';
import { RefreshTokenInput } from '../auth/dto/refresh-token.input.js';
import { RegisterInput } from '../auth/dto/register.input.js';
import { CreateOrderBody, CreateOrderInput } from '../orders/dto/create-order.input.js';
import { ProfileInput } from '../users/dto/profile.input.js';
import type { AppError } from './app-error.js';
import { ValidationPipe } from './validation.pipe.js';

const pipe = new ValidationPipe();
const run = (type: Type<object>, value: unknown) => pipe.transform(value, { type: 'body', metatype: type } as ArgumentMetadata);
const refusal = async (type: Type<object>, value: unknown) => {
  const error = (await run(type, value).then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message, errors: error.errors };
};

const shopper = { email: 'asha@example.in', password: 'secret123', firstName: 'Asha', lastName: 'Verma', website: 'squ-fashion-web' };
const line = { productId: 'p1', size: 'M', quantity: 1 };

describe('one pipe validates every DTO: the first failure in the form\'s order is the message, each field its first failure', () => {
  test('a valid input becomes an instance of its class, unknown fields dropped', async () => {
    const dto = await run(RegisterInput, { ...shopper, extra: 'x' });
    expect(dto).toBeInstanceOf(RegisterInput);
    expect(dto).toEqual(shopper);
  });

  test('registration: required fields first, in the spec\'s order, then formats and lengths', async () => {
    expect(await refusal(RegisterInput, { email: '', password: 'x' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter your email address',
      errors: [
        { field: 'email', message: 'Please enter your email address' },
        { field: 'firstName', message: 'Please enter your first name' },
        { field: 'lastName', message: 'Please enter your last name' },
        { field: 'password', message: 'Password must be at least 6 characters long' },
      ],
    });
    expect((await refusal(RegisterInput, { ...shopper, email: 'not-an-email', lastName: 'x'.repeat(51) })).message).toBe('Please enter a valid email address');
  });

  test('a field that is not text is reported alone, before any rule of content', async () => {
    expect(await refusal(RegisterInput, { email: 42, password: '' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'email must be text',
      errors: [{ field: 'email', message: 'email must be text' }],
    });
  });

  test('NUL and other control characters are refused in any text field', async () => {
    for (const bad of ['Asha\u0000', 'As\u0007ha', 'A\nsha']) {
      expect(await refusal(RegisterInput, { ...shopper, firstName: bad })).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'firstName must not contain control characters',
        errors: [{ field: 'firstName', message: 'firstName must not contain control characters' }],
      });
    }
    expect((await refusal(ProfileInput, { address: { city: 'Pune\u0000' } })).message).toBe('address.city must not contain control characters');
  });

  test('a body that is not a JSON object is refused, unless every field of it is optional (refresh, logout)', async () => {
    expect((await refusal(RegisterInput, ['a'])).message).toBe('The request body must be a JSON object');
    expect(await run(RefreshTokenInput, 'text')).toEqual({});
  });

  test('profile: email cannot be changed, unknown fields are named, address must be an object', async () => {
    expect(await refusal(ProfileInput, { email: 'x@y.in', firstName: '' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Email cannot be changed', errors: [{ field: 'email', message: 'Email cannot be changed' }] });
    expect(await refusal(ProfileInput, { nickname: 'A', address: { floor: 2 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Unknown field: nickname, address.floor',
      errors: [{ field: 'nickname', message: 'Unknown field' }, { field: 'address.floor', message: 'Unknown field' }],
    });
    expect((await refusal(ProfileInput, { address: 'Pune' })).message).toBe('address must be an object');
  });
});

describe('order lines', () => {
  test('an order with no items, or more than 50 lines, is refused', async () => {
    expect(await refusal(CreateOrderBody, { items: [], paymentMethod: 'upi' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Your order has no items', errors: [{ field: 'items', message: 'Your order has no items' }] });
    const many = Array.from({ length: 51 }, (_, i) => ({ ...line, size: `S${i}` }));
    expect(await refusal(CreateOrderBody, { items: many, paymentMethod: 'upi' })).toEqual({ code: 'BAD_USER_INPUT', message: 'An order can hold at most 50 lines', errors: [{ field: 'items', message: 'At most 50 lines' }] });
  });

  test.each([
    ['a size that is a number', { ...line, size: 42 }, 'items[0].size', 'size must be text'],
    ['an empty productId', { ...line, productId: '' }, 'items[0].productId', 'productId must be text'],
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
    expect(input.toCommand()).toEqual({ lines: [line], paymentMethod: 'netbanking', contact: null, shippingAddress: null, expected: { total: 10 } });
  });

  test("REST's customerInfo carries the contact and the shipping address; its address must be an object", async () => {
    const body = (await run(CreateOrderBody, { items: [line], paymentMethod: 'cod', customerInfo: { email: 'a@b.in', address: { city: 'Pune' } }, orderSummary: { total: 5 } })) as CreateOrderBody;
    expect(body.toCommand()).toEqual({ userId: undefined, lines: [line], paymentMethod: 'cod', contact: { email: 'a@b.in' }, shippingAddress: { city: 'Pune' }, expected: { total: 5 } });
    expect((await refusal(CreateOrderBody, { items: [line], paymentMethod: 'cod', customerInfo: { address: 'Pune' } })).message).toBe('customerInfo.address must be an object');
    expect((await refusal(CreateOrderBody, { items: [line], paymentMethod: 'cod', orderSummary: { total: '5' } })).message).toBe('total must be an amount in rupees');
  });
});
