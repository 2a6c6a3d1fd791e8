import { refusalOf as refusal, validated as run } from '../../testing/validate.js';
import { RefreshTokenInput } from './refresh-token.input.js';
import { RegisterInput } from './register.input.js';

const shopper = { email: 'asha@example.in', password: 'secret123', firstName: 'Asha', lastName: 'Verma', website: 'squ-fashion-web' };

describe('registration input (spec point 5)', () => {
  test('required fields first, in the spec\'s order, then formats and lengths', async () => {
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
    expect((await refusal(RegisterInput, { ...shopper, password: 'p'.repeat(129) })).message).toBe('Password must be at most 128 characters long');
  });

  test('lengths count characters as the OpenAPI document does (code points): an emoji-plane letter is one', async () => {
    // ' 𐀀𐀀 ' is 4 characters (6 UTF-16 units): under the minimum, as the document's minLength says.
    expect((await refusal(RegisterInput, { ...shopper, password: ' \u{10000}\u{10000} ' })).message).toBe('Password must be at least 6 characters long');
    await expect(run(RegisterInput, { ...shopper, password: '\u{10000}'.repeat(6) })).resolves.toBeDefined();
    await expect(run(RegisterInput, { ...shopper, password: '\u{10000}'.repeat(128) })).resolves.toBeDefined();
  });

  test('a field that is not text is reported alone', async () => {
    expect(await refusal(RegisterInput, { email: 42, password: '' })).toEqual({ code: 'BAD_USER_INPUT', message: 'email must be text', errors: [{ field: 'email', message: 'email must be text' }] });
  });

  test('a NUL in a name is refused', async () => {
    expect((await refusal(RegisterInput, { ...shopper, firstName: 'Asha\u0000' })).message).toBe('firstName must not contain control characters');
  });

  test('refresh and logout take any body: one that is not an object carries no token', async () => {
    expect(await run(RefreshTokenInput, 'text')).toEqual({});
    expect(await run(RefreshTokenInput, { refreshToken: 'rt_x' })).toEqual({ refreshToken: 'rt_x' });
  });
});
