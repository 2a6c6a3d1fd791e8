import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { isLockTimeout } from './errors.js';

interface Job {
  work: (manager: EntityManager) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The DataSource that reads outside a transaction use (data-source.ts, openReader). */
export const READER = Symbol('READER');

/**
 * The one way to write: `transaction(work)`, or `transactionInLine(work)` where the rows written
 * may be busy (stock, an order being moved), or `inTurn(name, work)` where instances must take
 * turns, or `statement(build)` for one statement that is whole by itself. Reads outside one use
 * `manager`.
 *
 * PostgreSQL runs each transaction on a pooled connection, in parallel.
 *
 * TypeORM's SQLite driver shares one connection, and a durable commit (WAL with
 * synchronous=FULL) costs an fsync. So writes queue, and whatever queues while a
 * transaction is open joins it (group commit): each unit of work runs inside its own
 * SAVEPOINT, so a failing one is rolled back alone, and nobody is answered before the COMMIT
 * that makes their work durable has returned. Reads use a connection of their own, so they
 * never see the rows of a transaction that is still open.
 */
/** An upper bound on the units one SQLite transaction takes, so that one COMMIT stays short. */
const MAX_UNITS_PER_COMMIT = 200;


/** How many times a transaction of `transactionInLine` is tried before the shop is busy (503). */
export const ROW_WAIT_TRIES = 10;

@Injectable()
export class DatabaseService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly sqlite: boolean;
  /** The PostgreSQL schema the shop lives in: instances of other shops on the same server never wait on its turns. */
  private readonly schema: string;
  private queue: Job[] = [];
  private running: Promise<void> | null = null;

  constructor(
    readonly dataSource: DataSource,
    @Inject(READER) private readonly reader: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sqlite = config.database.type === 'sqlite';
    this.schema = (config.database.type === 'postgres' && config.database.schema) || 'public';
  }

  /** For reads outside a transaction: they see what is committed, nothing else. */
  get manager(): EntityManager {
    return this.reader.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.sqlite) return this.dataSource.transaction(work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      this.running ??= this.drain();
    });
  }

  /**
   * A transaction that takes turns with every other `inTurn` of the same name, on any instance of
   * the shop: on PostgreSQL it first takes an advisory lock for the name (per schema), held to its
   * commit or rollback, and waits for it as long as the query timeout allows (not only a row's
   * ROW_WAIT_MS: the turn before may write many rows). SQLite has one writer: a transaction.
   */
  inTurn<T>(name: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqlite) return this.transaction(work);
    return this.dataSource.transaction(async (m) => {
      await m.query("SELECT set_config('lock_timeout', '0', true), pg_advisory_xact_lock(hashtext($1))", [`squ-${name}:${this.schema}`]);
      return work(m);
    });
  }

  /**
   * One statement that writes and is whole by itself (an `UPDATE ... RETURNING`), built for the
   * database at hand (`build` binds its values with the manager's driver); answers its rows. On
   * PostgreSQL it runs alone, in autocommit: no BEGIN and COMMIT round trips around it. On SQLite
   * it is a unit of the group commit, as `transaction`'s are.
   */
  async statement<T>(build: (manager: EntityManager) => { sql: string; values: unknown[] }): Promise<T[]> {
    const run = async (m: EntityManager) => {
      const { sql, values } = build(m);
      return (await m.queryRunner!.query(sql, values, true)).records as T[];
    };
    if (this.sqlite) return this.transaction(run);
    const runner = this.dataSource.createQueryRunner();
    try {
      return await run(runner.manager);
    } finally {
      await runner.release();
    }
  }

  /**
   * A transaction whose rows other transactions may hold for a while: a size's stock in a rush
   * for its last units (an order taking them, a cancellation giving them back, staff changing
   * the level), an order being moved (its status, or its payment settled). On PostgreSQL each
   * wait for a row lasts at most ROW_WAIT_MS (every connection's lock_timeout, data-source.ts);
   * then the transaction is rolled back and `work` is
   * run again in a new one, up to ROW_WAIT_TRIES times, after which the last lock timeout is
   * thrown (error-mapping answers 503). `work` must touch nothing but the database. SQLite has
   * one writer and no row waits.
   */
  async transactionInLine<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqlite) return this.transaction(work);
    for (let tries = 1; ; tries++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (!isLockTimeout(error) || tries === ROW_WAIT_TRIES) throw error;
      }
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const units: Job[] = [];
      const settled: (() => void)[] = [];
      try {
        await this.dataSource.transaction(async (m) => {
          // The statements of a unit never wait for I/O (better-sqlite3 is synchronous), so
          // before COMMIT the transaction gives the event loop one turn: requests that have
          // arrived meanwhile queue their units, and they join this commit.
          while (this.queue.length && units.length < MAX_UNITS_PER_COMMIT) {
            for (const job of this.queue.splice(0, MAX_UNITS_PER_COMMIT - units.length)) {
              units.push(job);
              await m.query('SAVEPOINT unit');
              try {
                const value = await job.work(m);
                await m.query('RELEASE unit');
                settled.push(() => job.resolve(value));
              } catch (error) {
                await m.query('ROLLBACK TO unit');
                await m.query('RELEASE unit');
                settled.push(() => job.reject(error));
              }
            }
            await new Promise((resolve) => setImmediate(resolve));
          }
        });
        for (const settle of settled) settle();
      } catch (error) {
        for (const job of units) job.reject(error);
      }
    }
    this.running = null;
  }

  /** Before any module closes its connections: the commit in progress finishes first. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** The read connection; the writer is TypeORM's, closed by its module. */
  async onApplicationShutdown(): Promise<void> {
    await this.beforeApplicationShutdown();
    if (this.reader !== this.dataSource && this.reader.isInitialized) await this.reader.destroy();
  }
}
