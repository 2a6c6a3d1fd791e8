import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrors } from './field-errors';

const badInput = (errors: unknown) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT', errors } }] });

describe('field errors from extensions.errors', () => {
  it('maps server field names to the form and keeps the first message per field', () => {
    const error = badInput([
      { field: 'address.postalCode', message: 'Please enter a valid 6-digit PIN code' },
      { field: 'phone', message: 'Please enter a valid phone number (10 to 15 digits)' },
      { field: 'phone', message: 'second' },
    ]);
    expect(fieldErrors(error, { 'address.postalCode': 'postalCode' })).toEqual({
      postalCode: 'Please enter a valid 6-digit PIN code',
      phone: 'Please enter a valid phone number (10 to 15 digits)',
    });
  });

  it('is empty for other errors and malformed lists', () => {
    expect(fieldErrors(new Error('network'))).toEqual({});
    expect(fieldErrors(badInput('nope'))).toEqual({});
    expect(fieldErrors(badInput([{ field: 1, message: 'x' }, null]))).toEqual({});
  });
});
