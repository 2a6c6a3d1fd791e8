import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions, openDatabase, openReader } from './data-source.js';
import { DatabaseService, READER } from './database.service.js';

/**
 * The shop's database: TypeORM's DataSource through @nestjs/typeorm, whose feature modules
 * register their entities (autoLoadEntities), migrated on open; the read connection; and
 * DatabaseService, the one way to write.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), autoLoadEntities: true, toRetry: () => false }),
      dataSourceFactory: (options) => openDatabase(options!),
    }),
  ],
  providers: [{ provide: READER, inject: [DataSource], useFactory: (writer: DataSource) => openReader(writer) }, DatabaseService],
  exports: [DatabaseService],
})
export class DatabaseModule {}
