import { inWords, OneAtATime } from './attempt-limits.js';

describe('when to try again (issue 55)', () => {
  test('seconds under a minute, else whole minutes rounded up', () => {
    expect([1, 42, 59, 60, 61, 3599, 3600].map(inWords)).toEqual([
      'in 1 second',
      'in 42 seconds',
      'in 59 seconds',
      'in 1 minute',
      'in 2 minutes',
      'in 60 minutes',
      'in 60 minutes',
    ]);
  });
});

describe("a shopper's attempts are opened one at a time on an instance", () => {
  test('work of one key runs in turn, a failure does not stop the next; other keys do not wait; idle keys are forgotten', async () => {
    const line = new OneAtATime();
    const seen: string[] = [];
    const step = (name: string, ms: number, fail = false) => async () => {
      seen.push(`${name} in`);
      await new Promise((r) => setTimeout(r, ms));
      seen.push(`${name} out`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([line.run('a', step('a1', 20, true)), line.run('a', step('a2', 1)), line.run('b', step('b1', 5))]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a1', 'a2', 'b1']);
    expect(seen).toEqual(['a1 in', 'b1 in', 'b1 out', 'a1 out', 'a2 in', 'a2 out']);
    await new Promise((r) => setImmediate(r));
    expect((line as unknown as { tails: Map<string, unknown> }).tails.size).toBe(0);
  });
});
