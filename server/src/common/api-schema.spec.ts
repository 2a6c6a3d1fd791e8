import fc from 'fast-check';
import { allOf } from './api-schema.js';

describe('allOf: one pattern for several', () => {
  const patterns = ['\\S', '^[^\\u0000-\\u001f\\u007f]*$', '^\\s*(?:[^\\s@]+@[^\\s@]+\\.[^\\s@]+)\\s*$', '^\\s*(?:\\+?[0-9](?:[ -]*[0-9]){9,14})?\\s*$', 'a|b$'];
  const text = fc.oneof(fc.string({ unit: fc.constantFrom('a', 'b', '@', '.', ' ', '\t', '\u0000', '1', '+', '-') }), fc.emailAddress(), fc.string());

  test('a string matches the joined pattern exactly when it matches each (as JSON Schema searches them)', () => {
    fc.assert(
      fc.property(fc.subarray(patterns, { minLength: 1 }), text, (chosen, s) => {
        const each = chosen.every((p) => new RegExp(p, 'u').test(s));
        expect(new RegExp(allOf(chosen), 'u').test(s)).toBe(each);
      }),
      { numRuns: 2000 },
    );
  });

  test('one pattern stays as it is', () => {
    expect(allOf(['\\S'])).toBe('\\S');
  });
});
