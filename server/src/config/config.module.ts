import { Global, Module } from '@nestjs/common';
import { type AppConfig, loadConfig } from './config.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Provides the one parsed configuration; the process has already failed fast if it was invalid. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = loadConfig()) {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
