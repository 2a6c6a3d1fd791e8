import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

/**
 * The one way to write: `transaction(work)`. TypeORM's SQLite driver shares a single
 * connection, so two top-level transactions in flight would interleave on it; here they
 * queue and run one after the other. PostgreSQL runs them in parallel from its pool.
 */
@Injectable()
export class DatabaseService implements OnApplicationShutdown {
  private readonly serialise: boolean;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.serialise = config.database.type === 'sqlite';
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.serialise) return this.dataSource.transaction(work);
    const run = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = run.catch(() => undefined);
    return run;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.tail.catch(() => undefined);
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
