import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { openDatabase, openReader } from './data-source.js';
import { DatabaseService, READER } from './database.service.js';

@Global()
@Module({
  providers: [
    { provide: DataSource, inject: [APP_CONFIG], useFactory: (config: AppConfig) => openDatabase(config) },
    { provide: READER, inject: [APP_CONFIG, DataSource], useFactory: (config: AppConfig, writer: DataSource) => openReader(config, writer) },
    DatabaseService,
  ],
  exports: [DataSource, DatabaseService],
})
export class DatabaseModule {}
