import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * Only a shop started with SQL_STATEMENT_COUNTER=true (the read-orders benchmark, the e2e
 * specs' N+1 checks) tells its background work apart: an AsyncLocalStorage in use costs every
 * promise of the process (Node 20's promise hooks, 4-17% of an order's CPU), so a shop that
 * does not expose the count never starts one.
 */
const background = process.env.SQL_STATEMENT_COUNTER === 'true' ? new AsyncLocalStorage<true>() : null;

/**
 * Counts the SQL statements the process runs for its callers (the benchmarks' and e2e specs'
 * N+1 checks read it on /healthz); logs only failures. The shop's own background work (the
 * outbox's rounds, invoice numbering, the payments' reconciler, the overrides' refresh) runs
 * through `uncounted`, so a timer that fires while a check measures a request never moves it.
 */
export class StatementCounter implements TypeOrmLogger {
  static count = 0;

  /** Runs `work` (and everything it starts) with its statements left out of the count. */
  static uncounted<T>(work: () => T): T {
    return background ? background.run(true, work) : work();
  }

  logQuery() {
    if (!background?.getStore()) StatementCounter.count += 1;
  }
  logQueryError(error: string | Error) {
    // The error reaches the caller (and the error log) through the exception path.
    void error;
  }
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}
