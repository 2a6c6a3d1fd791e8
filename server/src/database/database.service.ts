import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

interface Job {
  work: (manager: EntityManager) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The one way to write: `transaction(work)`.
 *
 * PostgreSQL runs each transaction on a pooled connection, in parallel.
 *
 * TypeORM's SQLite driver shares one connection, and a durable commit (WAL with
 * synchronous=FULL) costs an fsync. So writes queue, and whatever queued while the previous
 * commit was flushing goes into the next transaction together (group commit): each unit of
 * work runs inside its own SAVEPOINT, so a failing one is rolled back alone, and nobody is
 * answered before the COMMIT that makes their work durable has returned.
 */
@Injectable()
export class DatabaseService implements OnApplicationShutdown {
  private readonly sqlite: boolean;
  private queue: Job[] = [];
  private running: Promise<void> | null = null;

  constructor(
    readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sqlite = config.database.type === 'sqlite';
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
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
      const batch = this.queue.splice(0, 200);
      const settled: (() => void)[] = [];
      try {
        await this.dataSource.transaction(async (m) => {
          for (const job of batch) {
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
        });
        for (const settle of settled) settle();
      } catch (error) {
        for (const job of batch) job.reject(error);
      }
    }
    this.running = null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.running?.catch(() => undefined);
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
