import { AppError } from '../common/app-error.js';
import { parseLines } from './order-input.js';

const line = { productId: 'p1', size: 'M', quantity: 1 };

describe('parseLines', () => {
  test('answers the lines it was given, prices when sent', () => {
    expect(parseLines([line, { ...line, size: 'L', price: 499 }])).toEqual([
      { productId: 'p1', size: 'M', quantity: 1, price: null },
      { productId: 'p1', size: 'L', quantity: 1, price: 499 },
    ]);
  });

  test.each([
    ['a size that is an object that cannot become text', { ...line, size: { toString: false } }, 'items[0].size'],
    ['a productId that is an object with a throwing toString', { ...line, productId: { toString: () => { throw new Error('no'); } } }, 'items[0].productId'],
    ['a size that is a number', { ...line, size: 42 }, 'items[0].size'],
    ['a quantity that is an object that cannot become a number', { ...line, quantity: { toString: false } }, 'items[0].quantity'],
    ['a fractional quantity', { ...line, quantity: 1.5 }, 'items[0].quantity'],
  ])('refuses %s as bad input, naming the field', (_, item, field) => {
    let error: unknown;
    try {
      parseLines([item]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    expect((error as AppError).errors?.[0].field).toBe(field);
  });

  test('refuses the same product and size twice', () => {
    expect(() => parseLines([line, { ...line, quantity: 2 }])).toThrow('Each product and size may appear once');
  });
});
