import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { RefreshTokenEntity } from '../auth/refresh-token.entity.js';
import { ContactMessageEntity } from '../messages/contact-message.entity.js';
import { NewsletterSubscriptionEntity } from '../messages/newsletter-subscription.entity.js';
import { IdempotencyKeyEntity } from '../orders/idempotency-key.entity.js';
import { OrderItemEntity } from '../orders/order-item.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { migrations } from './migrations/index.js';
import { StatementCounter } from './statement-counter.js';

export const entities = [UserEntity, RefreshTokenEntity, OrderEntity, OrderItemEntity, IdempotencyKeyEntity, NewsletterSubscriptionEntity, ContactMessageEntity];

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = { entities, migrations, migrationsTableName: 'migrations', synchronize: false, logging: false, logger: new StatementCounter() } as const;
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
    ...(db.schema ? { schema: db.schema, extra: { options: `-c search_path=${db.schema}`, max: 20 } } : { extra: { max: 20 } }),
    connectTimeoutMS: 2000,
  };
}

/**
 * Opens the database, creates the schema when one is named, and applies pending migrations.
 * On PostgreSQL several instances may start at once: an advisory lock (per schema) lets one
 * migrate while the others wait, then find nothing left to do.
 */
export async function openDatabase(config: AppConfig): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    if (config.database.type === 'postgres') {
      const schema = config.database.schema ?? 'public';
      const lock = dataSource.createQueryRunner();
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`squ-migrations:${schema}`]);
        if (config.database.schema) await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        await dataSource.runMigrations({ transaction: 'each' });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`squ-migrations:${schema}`]).catch(() => undefined);
        await lock.release();
      }
    } else {
      await dataSource.runMigrations({ transaction: 'each' });
    }
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
