import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

const bytes = (s: string) => Buffer.from(s);
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}[${'1'}]${'}'.repeat(levels - 1)}`;

describe('nestedDeeperThan', () => {
  test(`${MAX_JSON_DEPTH} levels of objects and arrays pass, ${MAX_JSON_DEPTH + 1} do not`, () => {
    expect(JSON.parse(nested(MAX_JSON_DEPTH))).toBeTruthy();
    expect(nestedDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestedDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(nestedDeeperThan(bytes('['.repeat(100_000) + ']'.repeat(100_000)))).toBe(true);
  });

  test('levels side by side do not add up', () => {
    const wide = `[${Array.from({ length: 1000 }, () => nested(MAX_JSON_DEPTH - 1)).join(',')}]`;
    expect(nestedDeeperThan(bytes(wide))).toBe(false);
  });

  test('white space does not hide a level', () => {
    expect(nestedDeeperThan(bytes(` ${'[ \n\t'.repeat(MAX_JSON_DEPTH + 1)}${']\r\n'.repeat(MAX_JSON_DEPTH + 1)}`))).toBe(true);
  });

  test('brackets inside strings are text, escaped quotes and backslashes included', () => {
    const inString = JSON.stringify({ name: '['.repeat(1000) + '{'.repeat(1000) });
    expect(nestedDeeperThan(bytes(inString))).toBe(false);
    const escapes = JSON.stringify({ a: 'say \\"hi\\" [[[', b: '\\', c: '"{{{{' + '['.repeat(100) });
    expect(nestedDeeperThan(bytes(escapes))).toBe(false);
    // A string that closes does not swallow what follows it.
    const after = `{"s":"\\\\",${'"a":['.repeat(1)}${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`;
    expect(nestedDeeperThan(bytes(after))).toBe(true);
  });

  test("other scripts' characters are never taken for brackets or quotes (UTF-8)", () => {
    const text = JSON.stringify({ name: 'आशा ജോണ് 😀 '.repeat(50) });
    expect(nestedDeeperThan(bytes(text))).toBe(false);
    expect(nestedDeeperThan(bytes(`${'[ "आ" ,'.repeat(MAX_JSON_DEPTH + 1)}1${']'.repeat(MAX_JSON_DEPTH + 1)}`))).toBe(true);
  });
});
