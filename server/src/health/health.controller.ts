import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { Public } from '../common/actor.js';
import { StatementCounter } from '../database/statement-counter.js';

const exposeStatements = process.env.SQL_STATEMENT_COUNTER === 'true';

/** Liveness and readiness for load balancers and the container health check. */
/** Not part of the REST adapter's document (web/openapi.ts), which is about accounts and orders. */
@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get('healthz')
  @HttpCode(200)
  alive() {
    return exposeStatements ? { status: 'ok', statements: StatementCounter.count } : { status: 'ok' };
  }

  @Public()
  @Get('readyz')
  async ready() {
    try {
      await this.dataSource.query('SELECT 1');
      if (await this.dataSource.showMigrations()) throw new Error('pending migrations');
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'Not ready: the database is unreachable or not migrated');
    }
    return { status: 'ready' };
  }
}
