import { secureRandomBytes, timeOrderedId } from './ids.js';

describe('timeOrderedId (UUID v7)', () => {
  test('is a version 7, variant 10 UUID carrying the milliseconds it was made at', () => {
    const at = Date.UTC(2026, 10, 22, 5, 30);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  test('ids of later milliseconds sort after earlier ones, as text', () => {
    const ids = [0, 1, 2, 1000, 86_400_000].map((d) => timeOrderedId(1_700_000_000_000 + d));
    expect([...ids].sort()).toEqual(ids);
  });

  test('ids of the same millisecond differ', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => timeOrderedId(1_700_000_000_000)));
    expect(ids.size).toBe(1000);
  });
});

describe('secureRandomBytes', () => {
  test('answers the bytes asked for, never the same bytes twice, across refills of its pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const b = secureRandomBytes(16);
      expect(b).toHaveLength(16);
      seen.add(b.toString('hex'));
    }
    expect(seen.size).toBe(2000);
  });

  test('each answer is a copy: refilling the pool leaves it as it was', () => {
    const a = secureRandomBytes(8);
    const before = a.toString('hex');
    for (let i = 0; i < 600; i++) secureRandomBytes(8);
    expect(a.toString('hex')).toBe(before);
  });

  test('refuses more than its pool holds', () => {
    expect(() => secureRandomBytes(5000)).toThrow(RangeError);
  });
});
