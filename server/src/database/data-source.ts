import { createRequire } from 'node:module';
import type pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { migrations } from './migrations/index.js';
import { StatementCounter } from './statement-counter.js';

/** How long a query may go unanswered before the request fails with 503 (PostgreSQL). */
const QUERY_TIMEOUT_MS = 1500;
/**
 * How long a statement waits for a row (or any lock) another transaction holds before PostgreSQL
 * gives up on it (55P03): lock_timeout, set on every serving connection as it opens, so no
 * transaction spends a round trip setting it. A wait in line for a busy row ends well before the
 * query timeout, which is how it is told apart from a database that stopped answering:
 * DatabaseService.transactionInLine runs its transaction again, anything else answers 503 (busy).
 * Migrations and the instances waiting for them run without it (forMigrating).
 */
export const ROW_WAIT_MS = 500;
/** How long opening a connection may take before the request fails with 503 (PostgreSQL). */
const CONNECT_TIMEOUT_MS = 1000;
/**
 * How long a request may wait for one of the pool's connections while all are in use
 * (PostgreSQL), as SQLite's busy_timeout lets a writer wait for the file. A wait in line in a
 * rush is not an outage: pg's pool bounds that wait and the connect with one figure, and with
 * the connect's second a rush of 200 orders on a loaded host answered 19 of them 503.
 */
const POOL_WAIT_MS = 5000;

/**
 * pg gives up on a query after query_timeout but keeps the connection, and the pool hands
 * it out again with the unanswered query still ahead in its queue: every later query on
 * it times out too. A connection whose query timed out is closed instead; the pool then
 * drops it (TypeORM releases a client that emitted an error with that error).
 * Each connection gets its own connect timeout (CONNECT_TIMEOUT_MS); the pool's, which also
 * bounds the wait for a free connection, is POOL_WAIT_MS.
 *
 * Made on first use: pg (and what it loads, Node's fetch among it) is loaded only by a server
 * on PostgreSQL. On SQLite, loading it was ~75 ms of every start.
 */
let FailFastClient: typeof pg.Client | undefined;
function failFastClient(): typeof pg.Client {
  if (FailFastClient) return FailFastClient;
  const { Client } = createRequire(import.meta.url)('pg') as typeof pg;
  FailFastClient = class extends Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }

    override query(...args: unknown[]): any {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result && typeof (result as Promise<unknown>).catch === 'function') {
        (result as Promise<unknown>).catch((error: Error) => {
          if (error?.message === 'Query read timeout') (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        });
      }
      return result;
    }
  };
  return FailFastClient;
}

/**
 * The options of the shop's database, without entities: each feature module registers its own
 * (TypeOrmModule.forFeature, collected by autoLoadEntities), so this folder knows no feature.
 */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = { migrations, migrationsTableName: 'migrations', synchronize: false, logging: false, logger: new StatementCounter() } as const;
  const db = config.database;
  if (db.type === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.path,
      timeout: 5000,
      // Durable commits: WAL with a full fsync per commit, and waits instead of
      // SQLITE_BUSY when another process (the admin CLI's backup) holds a lock.
      prepareDatabase: (sqlite: { pragma(sql: string): unknown }) => {
        sqlite.pragma('journal_mode = WAL');
        sqlite.pragma('synchronous = FULL');
        sqlite.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    ...common,
    type: 'postgres',
    url: db.url,
    ...(db.schema ? { schema: db.schema } : {}),
    extra: {
      max: 20,
      Client: failFastClient(),
      query_timeout: QUERY_TIMEOUT_MS,
      lock_timeout: ROW_WAIT_MS,
      keepAlive: true,
      ...(db.schema ? { options: `-c search_path=${db.schema}` } : {}),
    },
    connectTimeoutMS: POOL_WAIT_MS,
  };
}

/** The same options without pg's query timeout and the lock timeout, for migrations (DDL and the lock may take long). */
function forMigrating(options: DataSourceOptions): DataSourceOptions {
  if (options.type !== 'postgres') return options;
  const { query_timeout: _query, lock_timeout: _lock, ...extra } = (options.extra ?? {}) as Record<string, unknown>;
  return { ...options, extra };
}

/**
 * Opens the database with the given options (entities included) and applies pending
 * migrations. On PostgreSQL several instances may start at once: an advisory lock (per schema)
 * lets one migrate while the others wait, then find nothing left to do.
 */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  if (options.type === 'postgres') {
    // Migrations on their own connections, without the serving pool's query timeout.
    const migrator = new DataSource(forMigrating(options));
    await migrator.initialize();
    try {
      const schema = options.schema ?? 'public';
      const lock = migrator.createQueryRunner();
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`squ-migrations:${schema}`]);
        if (options.schema) await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        await migrator.runMigrations({ transaction: 'each' });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`squ-migrations:${schema}`]).catch(() => undefined);
        await lock.release();
      }
    } finally {
      await migrator.destroy();
    }
    const dataSource = new DataSource(options);
    await dataSource.initialize();
    return dataSource;
  }
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/**
 * Where reads outside a transaction go. PostgreSQL: the pool (each read sees what is committed).
 * SQLite: a second connection to the same file, read-only, because the writing connection may
 * have a group commit open (database.service.ts): a read on it would see rows that are not
 * committed yet, and never will be if the COMMIT fails. In WAL mode a read on its own
 * connection sees exactly what was committed when it started.
 */
export async function openReader(writer: DataSource): Promise<DataSource> {
  const options = writer.options;
  if (options.type !== 'better-sqlite3' || options.database === ':memory:') return writer;
  const prepare = options.prepareDatabase as (db: { pragma(sql: string): unknown }) => void;
  const reader = new DataSource({
    ...options,
    prepareDatabase: (sqlite: { pragma(sql: string): unknown }) => {
      prepare(sqlite);
      sqlite.pragma('query_only = ON');
    },
  });
  await reader.initialize();
  return reader;
}
