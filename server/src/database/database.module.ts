import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { openDatabase } from './data-source.js';
import { DatabaseService } from './database.service.js';

@Global()
@Module({
  providers: [
    { provide: DataSource, inject: [APP_CONFIG], useFactory: (config: AppConfig) => openDatabase(config) },
    DatabaseService,
  ],
  exports: [DataSource, DatabaseService],
})
export class DatabaseModule {}
