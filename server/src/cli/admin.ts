import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { AppModule } from '../app.module.js';
import { AppError } from '../common/app-error.js';
import { CLI_OPERATOR_ID, type RequestContext } from '../common/actor.js';
import { loadConfig } from '../config/config.js';
import { JsonLogger } from '../logging/json-logger.js';
import { OrdersService } from '../orders/orders.service.js';
import { AdminAccountsService } from '../auth/admin-accounts.service.js';

const USAGE = `Usage: npm run admin -- <command>

  create-admin --email <email> [--password <password>]
      Creates the admin account (or makes an existing account admin). The password may
      come from ADMIN_PASSWORD instead of the command line; at least 12 characters.
  set-status <orderNumber> <pending|confirmed|shipped|delivered|cancelled>
      Moves an order along its lifecycle (illegal moves are refused).
  backup <file>
      Copies the SQLite database online (the shop keeps running) to <file>.

The database is the one DATABASE_URL names (default sqlite:data/shop.sqlite).`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function withApp<T>(work: (get: <S>(type: new (...a: never[]) => S) => S) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, admin: null }), { logger: new JsonLogger(new Set(['error', 'warn'])) });
  try {
    return await work((type) => app.get(type));
  } finally {
    await app.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'create-admin': {
      const email = option(args, 'email')?.trim().toLowerCase();
      const password = option(args, 'password') ?? process.env.ADMIN_PASSWORD;
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail('create-admin needs --email <a valid email>');
      if (!password || password.length < 12) return fail('create-admin needs a password of at least 12 characters (--password or ADMIN_PASSWORD)');
      const outcome = await withApp((get) => get(AdminAccountsService).ensureAdmin(email, password));
      console.log(`Admin ${email} ${outcome}.`);
      return 0;
    }
    case 'set-status': {
      const [orderNumber, status] = args;
      if (!orderNumber || !status) return fail('set-status needs <orderNumber> <status>');
      const placed = await withApp((get) =>
        get(OrdersService).updateStatus({ actor: { userId: CLI_OPERATOR_ID, role: 'admin' } } as RequestContext, orderNumber, status),
      );
      console.log(`Order ${placed.order.orderNumber} is now ${placed.order.status}.`);
      return 0;
    }
    case 'backup': {
      const [file] = args;
      if (!file) return fail('backup needs <file>');
      const config = loadConfig();
      if (config.database.type !== 'sqlite') return fail('backup copies the SQLite database; for PostgreSQL use pg_dump');
      if (!existsSync(config.database.path)) return fail(`no database at ${config.database.path}`);
      const target = resolve(file);
      mkdirSync(dirname(target), { recursive: true });
      const db = new Database(config.database.path, { fileMustExist: true });
      try {
        db.pragma('busy_timeout = 5000');
        await db.backup(target);
      } finally {
        db.close();
      }
      console.log(`Backed up ${config.database.path} to ${target}.`);
      return 0;
    }
    default:
      console.log(USAGE);
      return command ? 2 : 0;
  }
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error instanceof AppError ? error.message : `admin: ${(error as Error).message}`);
    process.exit(1);
  });
