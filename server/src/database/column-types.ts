import type { ColumnOptions } from 'typeorm';

/**
 * Column types that differ between the two databases. The database is chosen once per
 * process by DATABASE_URL, before any entity module is loaded.
 */
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

export const TIMESTAMP = postgres ? 'timestamptz' : 'datetime';

/**
 * An integer column whose values are bound as parameters. TypeORM's SQLite driver writes a
 * JavaScript number into the SQL text (AbstractSqliteDriver.escapeQueryWithParameters), so every
 * order with other prices or quantities was a new statement for SQLite to prepare and for
 * TypeORM's statement cache to hold; a bigint it binds, and better-sqlite3 binds it as an
 * INTEGER. Rows read back hold numbers as before. PostgreSQL binds numbers already.
 */
export const INTEGER: ColumnOptions = postgres
  ? { type: 'integer' }
  : { type: 'integer', transformer: { to: (v: unknown) => (Number.isSafeInteger(v) ? BigInt(v as number) : v), from: (v: unknown) => v } };
