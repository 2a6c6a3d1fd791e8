import { AppError, assertRules } from './app-error.js';
import { COUNTRIES, EMAIL_PATTERN, isBlank, isPhone, postalCodeProblem, text, tooLong } from './validation.js';

describe("the email pattern of spec point 5: text, @, text, dot, text", () => {
  test.each(['a@b.in', 'asha.verma@example.co.in', 'first+tag@shop.example', 'x@y.z', 'ü@ö.de'])('%p is valid', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  test.each(['', 'plain', 'a@b', '@b.in', 'a@.in', 'a@b.', 'a b@c.in', 'a@b c.in', 'a@@b.in', 'a@b.in ', ' a@b.in', 'a@b@c.in'])('%p is not valid', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('countries', () => {
  test('India, USA, UK, Canada, Australia', () => {
    expect([...COUNTRIES]).toEqual(['India', 'USA', 'UK', 'Canada', 'Australia']);
  });
});

describe('text helpers', () => {
  test('isBlank: missing, not text, empty or spaces', () => {
    expect([undefined, null, 1, {}, '', '   ', '\t\n'].map(isBlank)).toEqual([true, true, true, true, true, true, true]);
    expect(isBlank(' a ')).toBe(false);
  });

  test('text: trimmed text, or null when missing or blank', () => {
    expect(text('  Asha ')).toBe('Asha');
    expect([undefined, null, '', '  ', 5].map(text)).toEqual([null, null, null, null, null]);
  });

  test('tooLong counts the trimmed length; what is not text is never too long', () => {
    expect(tooLong('a'.repeat(50), 50)).toBe(false);
    expect(tooLong(`  ${'a'.repeat(50)}  `, 50)).toBe(false);
    expect(tooLong('a'.repeat(51), 50)).toBe(true);
    expect(tooLong(12345, 2)).toBe(false);
    expect(tooLong(undefined, 0)).toBe(false);
  });
});

describe('isPhone: digits with an optional leading +, spaces or dashes; 10 to 15 digits', () => {
  test.each(['9876543210', '+91 98765 43210', '+1-415-555-0100', '098765 43210', '123456789012345', '+123456789012345', '98765  43210'])('%p is a phone number', (p) => {
    expect(isPhone(p)).toBe(true);
  });

  test.each([
    ['9 digits', '987654321'],
    ['16 digits', '1234567890123456'],
    ['letters', '98765ABCDE'],
    ['a leading dash', '-9876543210'],
    ['a trailing dash', '9876543210-'],
    ['a plus inside', '98765+43210'],
    ['brackets', '(987) 654-3210'],
    ['dots', '987.654.3210'],
    ['empty', ''],
    ['a lone plus', '+'],
  ])('%s is not', (_n, p) => {
    expect(isPhone(p)).toBe(false);
  });
});

describe('postal codes by country', () => {
  test.each([
    ['India', '560001'],
    ['India', '110011'],
    ['USA', '94105'],
    ['USA', '94105-1234'],
    ['UK', 'SW1A 1AA'],
    ['UK', 'sw1a1aa'],
    ['UK', 'M1 1AE'],
    ['UK', 'B33 8TH'],
    ['Canada', 'K1A 0B1'],
    ['Canada', 'k1a0b1'],
    ['Australia', '2000'],
  ])('%s %p fits', (country, code) => {
    expect(postalCodeProblem(code, country)).toBeNull();
  });

  test.each([
    ['India', '056001', 'Please enter a valid 6-digit PIN code'],
    ['India', '56000', 'Please enter a valid 6-digit PIN code'],
    ['India', '5600011', 'Please enter a valid 6-digit PIN code'],
    ['India', 'ABCDEF', 'Please enter a valid 6-digit PIN code'],
    ['USA', '9410', 'Please enter a valid ZIP code'],
    ['USA', '94105-12', 'Please enter a valid ZIP code'],
    ['UK', '12345', 'Please enter a valid UK postcode'],
    ['Canada', '123 456', 'Please enter a valid Canadian postal code'],
    ['Australia', '20000', 'Please enter a valid 4-digit postcode'],
    ['Australia', '200', 'Please enter a valid 4-digit postcode'],
  ])('%s %p does not fit: %p', (country, code, message) => {
    expect(postalCodeProblem(code, country)).toBe(message);
  });

  test("a country outside the list is judged by India's rule", () => {
    expect(postalCodeProblem('560001', 'Atlantis')).toBeNull();
    expect(postalCodeProblem('2000', 'Atlantis')).toBe('Please enter a valid 6-digit PIN code');
  });
});

describe('assertRules: the first failure, in the order given, is the message', () => {
  const rules = (failed: Record<string, boolean>) => [
    { field: 'email', failed: !!failed.email, message: 'Please enter your email address' },
    { field: 'password', failed: !!failed.password, message: 'Please enter your password' },
    { field: 'firstName', failed: !!failed.firstName, message: 'Please enter your first name' },
    { field: 'email', failed: !!failed.pattern, message: 'Please enter a valid email address' },
  ];

  test('nothing failed: no error', () => {
    expect(() => assertRules(rules({}))).not.toThrow();
  });

  test('the message is the first failing rule; errors hold each field once, with its first message', () => {
    try {
      assertRules(rules({ password: true, firstName: true, pattern: true }));
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      const err = e as AppError;
      expect(err.code).toBe('BAD_USER_INPUT');
      expect(err.status).toBe(400);
      expect(err.message).toBe('Please enter your password');
      expect(err.errors).toEqual([
        { field: 'password', message: 'Please enter your password' },
        { field: 'firstName', message: 'Please enter your first name' },
        { field: 'email', message: 'Please enter a valid email address' },
      ]);
    }
  });

  test('a field with two failures keeps the first', () => {
    try {
      assertRules(rules({ email: true, pattern: true }));
    } catch (e) {
      expect((e as AppError).errors).toEqual([{ field: 'email', message: 'Please enter your email address' }]);
    }
    expect.assertions(1);
  });
});
