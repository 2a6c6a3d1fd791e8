import type { Logger as TypeOrmLogger } from 'typeorm';

/** Counts the SQL statements the process runs (for the benchmarks' N+1 check); logs only failures. */
export class StatementCounter implements TypeOrmLogger {
  static count = 0;

  logQuery() {
    StatementCounter.count += 1;
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
