import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

interface Job {
  work: (manager: EntityManager) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The DataSource that reads outside a transaction use (data-source.ts, openReader). */
export const READER = Symbol('READER');

/**
 * The one way to write: `transaction(work)`. Reads outside one use `manager`.
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

@Injectable()
export class DatabaseService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly sqlite: boolean;
  private queue: Job[] = [];
  private running: Promise<void> | null = null;

  constructor(
    readonly dataSource: DataSource,
    @Inject(READER) private readonly reader: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sqlite = config.database.type === 'sqlite';
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
