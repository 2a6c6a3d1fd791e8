import { jest } from '@jest/globals';

/** Imports a fresh copy of the counter, as a shop started with (or without) the count would. */
async function counterWith(enabled: boolean) {
  const before = process.env.SQL_STATEMENT_COUNTER;
  process.env.SQL_STATEMENT_COUNTER = enabled ? 'true' : 'false';
  try {
    let imported!: typeof import('./statement-counter.js');
    await jest.isolateModulesAsync(async () => {
      imported = await import('./statement-counter.js');
    });
    return imported.StatementCounter;
  } finally {
    if (before === undefined) delete process.env.SQL_STATEMENT_COUNTER;
    else process.env.SQL_STATEMENT_COUNTER = before;
  }
}

describe('StatementCounter, in a shop that exposes the count', () => {
  let Counter: Awaited<ReturnType<typeof counterWith>>;
  let logger: InstanceType<typeof Counter>;
  beforeAll(async () => {
    Counter = await counterWith(true);
    logger = new Counter();
  });

  test('counts the statements of callers, not those of work run uncounted, across awaits and what it starts', async () => {
    const before = Counter.count;
    logger.logQuery();
    await Counter.uncounted(async () => {
      logger.logQuery();
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.logQuery();
      await new Promise<void>((resolve) => setImmediate(() => (logger.logQuery(), resolve())));
    });
    logger.logQuery();
    expect(Counter.count - before).toBe(2);
  });

  test('a timer started by uncounted work stays uncounted; one started outside is counted', async () => {
    const before = Counter.count;
    await Counter.uncounted(() => new Promise<void>((resolve) => setTimeout(() => (logger.logQuery(), resolve()), 1)));
    await new Promise<void>((resolve) => setTimeout(() => (logger.logQuery(), resolve()), 1));
    expect(Counter.count - before).toBe(1);
  });
});

describe('StatementCounter, in a shop that does not expose the count', () => {
  test('runs uncounted work as it is (no AsyncLocalStorage) and counts every statement', async () => {
    const Counter = await counterWith(false);
    const logger = new Counter();
    expect(Counter.uncounted(() => 42)).toBe(42);
    await Counter.uncounted(async () => logger.logQuery());
    logger.logQuery();
    expect(Counter.count).toBe(2);
  });
});
