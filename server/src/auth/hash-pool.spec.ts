import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { HashPool } from './hash-pool.js';

// Cheap parameters: these tests are about the threads, not the cost.
const OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The nice values of this process's threads other than the main one (Linux /proc). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task')
    .filter((tid) => Number(tid) !== process.pid)
    .map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]));
}

describe('HashPool', () => {
  let pool: HashPool;
  afterEach(() => pool.close());

  it('hashes and verifies on its threads, as many at once as it is wide', async () => {
    pool = new HashPool(2);
    const stored = (await pool.run({ op: 'hash', password: 'secret123', options: OPTIONS })) as string;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const answers = await Promise.all(
      ['secret123', 'wrong', 'secret123', 'Secret123', 'secret123'].map((password) => pool.run({ op: 'verify', stored, password })),
    );
    expect(answers).toEqual([true, false, true, false, true]);
  });

  it('answers a malformed hash with an error, and goes on', async () => {
    pool = new HashPool(1);
    await expect(pool.run({ op: 'verify', stored: 'not a hash', password: 'x' })).rejects.toThrow();
    const stored = (await pool.run({ op: 'hash', password: 'x', options: OPTIONS })) as string;
    await expect(pool.run({ op: 'verify', stored, password: 'x' })).resolves.toBe(true);
  });

  (process.platform === 'linux' ? it : it.skip)('runs its threads at the lowest priority, and is as wide as there are cores', async () => {
    const before = new Set(threadNiceness());
    pool = new HashPool();
    expect(before.has(19)).toBe(false);
    await Promise.all([1, 2, 3].map(() => pool.run({ op: 'hash', password: 'x', options: OPTIONS })));
    expect(threadNiceness()).toContain(19);
    expect(pool.width).toBe(availableParallelism());
  });

  it('replaces a thread that stopped', async () => {
    pool = new HashPool(1);
    await pool.run({ op: 'hash', password: 'x', options: OPTIONS });
    const [thread] = (pool as unknown as { idle: { terminate(): Promise<number> }[] }).idle;
    await thread.terminate();
    await new Promise((resolve) => setImmediate(resolve));
    const stored = (await pool.run({ op: 'hash', password: 'x', options: OPTIONS })) as string;
    await expect(pool.run({ op: 'verify', stored, password: 'x' })).resolves.toBe(true);
  });

  it('fails what is waiting once closed, and takes no more', async () => {
    pool = new HashPool(1);
    const slow = { op: 'hash' as const, password: 'x', options: { ...OPTIONS, memoryCost: 65536, timeCost: 3 } };
    const outcomes = Promise.allSettled([pool.run(slow), pool.run(slow)]);
    await pool.close();
    const [running, waiting] = await outcomes;
    expect(running).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('stopped') } });
    expect(waiting).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('stopped') } });
    await expect(pool.run(slow)).rejects.toThrow('stopped');
  });
});
