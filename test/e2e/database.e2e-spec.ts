/**
 * The SQLite group commit (server/src/database/database.service.ts) on a real file, through the
 * built module: reads never see a transaction that is still open, a failing unit is rolled
 * back alone, and the read connection cannot write.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/start-server';

const run = () => JSON.parse(execFileSync(process.execPath, [join(ROOT, 'test/e2e/scripts/group-commit.mjs')], { encoding: 'utf8' }));

describe('SQLite group commit', () => {
  let out: { seenWhileOpen: boolean[]; seenAfterCommit: boolean[]; unitResults: string[]; unitRows: boolean[]; readerWrite: string };
  beforeAll(() => {
    out = run();
  });

  test('a read outside the transaction never sees the rows of a transaction that is still open', () => {
    expect(out.seenWhileOpen).toEqual([false, false]);
    expect(out.seenAfterCommit).toEqual([true, true]);
  });

  test('a failing unit is rolled back alone; the others of its commit are kept', () => {
    expect(out.unitResults).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(out.unitRows).toEqual([true, false, true]);
  });

  test('the read connection refuses writes', () => {
    expect(out.readerWrite).toMatch(/readonly|read-only/i);
  });
});
