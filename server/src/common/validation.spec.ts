import fc from 'fast-check';
import { AppError, assertRules } from './app-error.js';
import { characterProblem, COUNTRIES, EMAIL_PATTERN, isBlank, isPhone, MULTILINE_TEXT_PATTERN, postalCodeProblem, text, TEXT_PATTERN, tooLong } from './validation.js';

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

describe('the characters of text: controls, separators and format characters are refused', () => {
  const single = (v: string) => characterProblem(v);
  test.each([
    ['a right-to-left override', 'Asha\u202eVerma'],
    ['a left-to-right override', '\u202dAsha'],
    ['a bidi isolate', 'Asha\u2066x\u2069'],
    ['the Arabic letter mark', 'A\u061cB'],
    ['a zero-width space', 'As\u200bha'],
    ['a word joiner', 'As\u2060ha'],
    ['a soft hyphen', 'As\u00adha'],
    ['a byte order mark', '\ufeffAsha'],
    ['a tag character', 'Asha\u{e0041}'],
  ])('%s is a format character', (_, v) => {
    expect(single(v)).toBe('format');
  });

  test.each([
    ['NUL', 'A\u0000'],
    ['a bell', 'A\u0007'],
    ['DEL', 'A\u007f'],
    ['a C1 control (NEL)', 'A\u0085'],
    ['a C1 control (CSI)', 'A\u009b'],
    ['the line separator', 'A\u2028B'],
    ['the paragraph separator', 'A\u2029B'],
  ])('%s is a control', (_, v) => {
    expect(single(v)).toBe('control');
  });

  test('tabs and line breaks only where text may span lines', () => {
    expect(characterProblem('Hello,\r\n\tthanks', { multiline: true })).toBeNull();
    expect(characterProblem('Hello,\nthanks')).toBe('control');
    expect(characterProblem('Hello\u2028thanks', { multiline: true })).toBe('control');
  });

  test('ordinary text of any script is taken', () => {
    for (const v of ['Asha Verma', 'Vérma', 'आशा', 'ৰাজীৱ', 'ਗੁਰਪ੍ਰੀਤ', 'தமிழ்செல்வி', 'ശ്രീലക്ഷ്മി', 'Zoë O’Brien-Nuñez', '北京', 'محمد', '😀 👍🏽', '12, MG Road']) expect([v, single(v)]).toEqual([v, null]);
  });
});

describe('the zero-width non-joiner and joiner: taken inside words of the scripts of India, refused elsewhere', () => {
  test.each([
    ['Devanagari, ZWJ after a virama (half form)', 'क्\u200dष'],
    ['Devanagari, ZWNJ after a virama (explicit virama)', 'क्\u200cष'],
    ['Devanagari, between two letters', 'क\u200cष'],
    ['Bengali ra-phala (letter, ZWJ, virama)', 'র\u200d্যাব'],
    ['Gujarati', 'ક્\u200dષ'],
    ['Gurmukhi', 'ਕ੍\u200cਸ'],
    ['Oriya', 'କ୍\u200cଷ'],
    ['Tamil', 'க்\u200cஷ'],
    ['Telugu', 'క్\u200cష'],
    ['Kannada', 'ಕ\u200cನ್ನಡ'],
    ['Malayalam, an old chillu ending a word', 'അവന്\u200d'],
    ['Malayalam, an old chillu inside a name', 'ജോണ്\u200d മാത്യു'],
    ['Sinhala, Sri (virama, ZWJ)', 'ශ්\u200dරී'],
    ['an emoji family (ZWJ between pictographs)', '👨\u200d👩\u200d👧'],
    ['heart on fire (presentation selector, ZWJ)', '❤\ufe0f\u200d🔥'],
    ['a technologist with a skin tone', 'Thanks 👩🏽\u200d💻!'],
  ])('%s', (_, v) => {
    expect(characterProblem(v)).toBeNull();
  });

  test.each([
    ['between Latin letters', 'a\u200cb'],
    ['between Latin letters (ZWJ)', 'a\u200db'],
    ['at the start', '\u200dक'],
    ['after a letter, at the end', 'क\u200d'],
    ['after a letter, before a space', 'क\u200c ष'],
    ['between two scripts of India', 'क\u200cক'],
    ['two in a row', 'क\u200c\u200cष'],
    ['a non-joiner between emoji', '👨\u200c👩'],
    ['a joiner after an emoji, before a letter', '👨\u200da'],
    ['a joiner ending an emoji', '👨\u200d'],
    ['alone', '\u200c'],
    ['after a Latin letter, before a Devanagari one', 'a\u200cक'],
  ])('%s is refused', (_, v) => {
    expect(characterProblem(v)).toBe('format');
  });
});

describe("the document's patterns say what the check says", () => {
  const alphabet = fc.constantFrom('a', ' ', 'क', '्', 'ष', 'ক', '্', 'ന', '്', 'ශ', '්', '\u200c', '\u200d', '\u200b', '\u202e', '\u00ad', '\u0085', '\u2028', '\n', '\t', '\u0000', '😀', '🔥', '\ufe0f', 'é');
  test('on strings of letters, marks, viramas, joiners and format characters', () => {
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 8 }).map((cs) => cs.join('')), (v) => {
        expect([v, TEXT_PATTERN.test(v)]).toEqual([v, characterProblem(v) === null]);
        expect([v, MULTILINE_TEXT_PATTERN.test(v)]).toEqual([v, characterProblem(v, { multiline: true }) === null]);
      }),
      { numRuns: 2000 },
    );
  });

  test('read as JSON Schema reads them: the source with the u flag', () => {
    expect(new RegExp(TEXT_PATTERN.source, 'u').test('क्\u200dष')).toBe(true);
    expect(new RegExp(TEXT_PATTERN.source, 'u').test('a\u202eb')).toBe(false);
  });
});
