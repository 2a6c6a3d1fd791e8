import { createAttemptKeys, randomKey } from './attempt-key';

describe('one idempotency key per checkout attempt', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${(n += 1)}`;
  };

  it('a double click or a retry of the same order reuses the key', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('order-a')).toBe('key-1');
    expect(keys.keyFor('order-a')).toBe('key-1');
  });

  it('a changed order is a new attempt', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('order-a');
    expect(keys.keyFor('order-b')).toBe('key-2');
    expect(keys.keyFor('order-a')).toBe('key-3');
  });

  it('after a success the same cart again is a new order', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('order-a');
    keys.settle();
    expect(keys.keyFor('order-a')).toBe('key-2');
  });

  it('random keys fit the server rule (8-128 of letters, digits, _ . : -) and differ', () => {
    const a = randomKey();
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(randomKey()).not.toBe(a);
  });
});
