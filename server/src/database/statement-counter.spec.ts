import { StatementCounter } from './statement-counter.js';

describe('StatementCounter', () => {
  const logger = new StatementCounter();

  test('counts the statements of callers, not those of work run uncounted, across awaits and what it starts', async () => {
    const before = StatementCounter.count;
    logger.logQuery();
    await StatementCounter.uncounted(async () => {
      logger.logQuery();
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.logQuery();
      await new Promise<void>((resolve) => setImmediate(() => (logger.logQuery(), resolve())));
    });
    logger.logQuery();
    expect(StatementCounter.count - before).toBe(2);
  });

  test('a timer started by uncounted work stays uncounted; one started outside is counted', async () => {
    const before = StatementCounter.count;
    await StatementCounter.uncounted(() => new Promise<void>((resolve) => setTimeout(() => (logger.logQuery(), resolve()), 1)));
    await new Promise<void>((resolve) => setTimeout(() => (logger.logQuery(), resolve()), 1));
    expect(StatementCounter.count - before).toBe(1);
  });
});
