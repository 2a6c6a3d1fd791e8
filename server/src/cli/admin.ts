import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { AppModule } from '../app.module.js';
import { AppError } from '../common/app-error.js';
import { OPERATOR_CLI, type RequestContext } from '../common/actor.js';
import { loadConfig } from '../config/config.js';
import { JsonLogger } from '../logging/json-logger.js';
import { OrdersService } from '../orders/orders.service.js';
import { AdminAccountsService } from '../auth/admin-accounts.service.js';
import { StockAdminService, type StockFigure } from '../stock/stock-admin.service.js';
import { DeliveryService, type OverrideLine } from '../delivery/delivery.service.js';

const USAGE = `Usage: npm run admin -- <command>

  create-admin --email <email> [--password <password>]
      Creates the admin account (or makes an existing account admin). The password may
      come from ADMIN_PASSWORD instead of the command line; at least 12 characters.
  users promote <email>
      Makes an existing account an admin (its password stays as it is).
  users demote <email>
      Makes an admin a customer again: at once, tokens it was given before included.
  set-status <orderNumber> <pending|confirmed|shipped|delivered|cancelled>
             [--courier <code> --tracking <number>] [--cash <rupees>] [--reason <text>]
      Moves an order along its lifecycle (illegal moves are refused), with what the move
      records: shipped needs --courier (DELHIVERY, BLUE_DART, DTDC, ECOM_EXPRESS, XPRESSBEES,
      SHADOWFAX, EKART, INDIA_POST or OWN_DELIVERY) and --tracking (but for OWN_DELIVERY);
      delivered needs --cash, the cash collected, for a Cash on Delivery order; cancelled
      needs --reason, which the shopper reads.
  backup <file>
      Copies the SQLite database online (the shop keeps running) to <file>.
  stock set <productId> <size> <quantity> [--note <text>]
      Sets what is left of a product's size (a count after a stock take); the difference is
      kept as an ADJUSTMENT movement. Goods without sizes use the size "One Size".
  stock adjust <productId> <size> <delta> [--reason adjustment|return] [--note <text>]
      Adds units (a positive delta) or takes them off (negative); never below 0.
  stock import <file.csv>
      Sets many figures at once, all or nothing. The file has the header
      productId,size,quantity and one figure per line; errors name the line.
  pincodes import <file.csv>
      Replaces the pincode overrides (pincodes not served, or without Cash on Delivery), all
      or nothing. The file has the header pincode,serviceable,cod,note and one pincode per
      line (yes/no); every pincode not in it is served with COD. Errors name the line.
      Running shops see the change within DELIVERY_OVERRIDES_REFRESH_SECONDS (60).
  pincodes show <pincode>
      Prints what the shop promises for a pincode now.

The database is the one DATABASE_URL names (default sqlite:data/shop.sqlite).`;

/** The operator: an admin that is no account (changes it makes name 'cli'). */
const CLI_CONTEXT = { actor: { userId: OPERATOR_CLI, role: 'admin' } } as RequestContext;

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
      const courier = option(args, 'courier');
      const cash = option(args, 'cash');
      const details = {
        shipment: courier === undefined ? null : { courier, trackingNumber: option(args, 'tracking') },
        cashCollected: cash === undefined ? null : Number(cash),
        reason: option(args, 'reason'),
      };
      const placed = await withApp((get) => get(OrdersService).updateStatus(CLI_CONTEXT, orderNumber, status, details));
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
    case 'users':
      return usersCommand(args);
    case 'stock':
      return stockCommand(args);
    case 'pincodes':
      return pincodes(args);
    default:
      console.log(USAGE);
      return command ? 2 : 0;
  }
}

/** `users promote|demote <email>`: an account's role. */
async function usersCommand(args: string[]): Promise<number> {
  const [sub, raw] = args;
  const email = raw?.trim().toLowerCase();
  if ((sub !== 'promote' && sub !== 'demote') || !email) return fail('users needs promote <email> or demote <email> (npm run admin -- help)');
  const role = sub === 'promote' ? 'admin' : 'customer';
  await withApp((get) => get(AdminAccountsService).changeRole(email, role));
  console.log(`${email} is now ${role === 'admin' ? 'an admin' : 'a customer'}.`);
  // ADMIN_EMAIL makes its account admin again at every start of the shop.
  if (role === 'customer' && loadConfig().admin?.email === email) console.warn(`ADMIN_EMAIL names ${email}: the next start of the shop makes it an admin again unless ADMIN_EMAIL changes.`);
  return 0;
}

/** `stock set|adjust|import`: changes stock as the operator ('cli' in the movements). */
async function stockCommand(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  const positional = rest.filter((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'));
  const note = option(rest, 'note');
  const whole = (v: string | undefined) => (v !== undefined && /^[+-]?\d+$/.test(v.trim()) ? Number(v) : Number.NaN);
  switch (sub) {
    case 'set': {
      const [productId, size, quantity] = positional;
      if (!productId || !size || quantity === undefined) return fail('stock set needs <productId> <size> <quantity>');
      const level = await withApp((get) => get(StockAdminService).set(CLI_CONTEXT, { productId, size, quantity: whole(quantity) }, note));
      console.log(`${level.productName} (${level.productId}) in size ${level.size}: ${level.available} left.`);
      return 0;
    }
    case 'adjust': {
      const [productId, size, delta] = positional;
      if (!productId || !size || delta === undefined) return fail('stock adjust needs <productId> <size> <delta>');
      const reason = (option(rest, 'reason') ?? 'adjustment').toLowerCase();
      if (reason !== 'adjustment' && reason !== 'return') return fail('--reason must be adjustment or return');
      const level = await withApp((get) => get(StockAdminService).adjust(CLI_CONTEXT, { productId, size, delta: whole(delta), reason }, note));
      console.log(`${level.productName} (${level.productId}) in size ${level.size}: ${level.available} left.`);
      return 0;
    }
    case 'import': {
      const [file] = positional;
      if (!file) return fail('stock import needs <file.csv>');
      if (!existsSync(file)) return fail(`no file at ${file}`);
      const figures = readStockCsv(readFileSync(file, 'utf8'));
      if (typeof figures === 'string') return fail(figures);
      const count = await withApp((get) => get(StockAdminService).importFigures(CLI_CONTEXT, figures, `import of ${basename(file)}`));
      console.log(`Imported ${count} stock figures from ${file}.`);
      return 0;
    }
    default:
      return fail('stock needs set, adjust or import (npm run admin -- help)');
  }
}

/** `pincodes import|show`: the operator's list of pincodes not served or without COD. */
async function pincodes(args: string[]): Promise<number> {
  const [sub, arg] = args;
  switch (sub) {
    case 'import': {
      if (!arg) return fail('pincodes import needs <file.csv>');
      if (!existsSync(arg)) return fail(`no file at ${arg}`);
      const lines = readPincodeCsv(readFileSync(arg, 'utf8'));
      if (typeof lines === 'string') return fail(lines);
      const count = await withApp((get) => get(DeliveryService).importOverrides(lines));
      console.log(`Imported ${count} pincode overrides from ${arg}; every other pincode is served with Cash on Delivery.`);
      return 0;
    }
    case 'show': {
      if (!arg) return fail('pincodes show needs <pincode>');
      const p = await withApp(async (get) => get(DeliveryService).promise(arg));
      console.log(`${p.pincode}${p.place ? ` (${p.place.office}, ${p.place.district}, ${p.place.state}; ${p.tier?.label ?? 'not served'})` : ''}: ${p.message}. ${p.codMessage}.`);
      return 0;
    }
    default:
      return fail('pincodes needs import or show (npm run admin -- help)');
  }
}

/** A CSV's header and its rows with their line numbers in the file, or why it cannot be read. */
function csvRows(text: string): { header: string[]; rows: { cells: string[]; line: number }[] } | string {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (error) {
    return `The CSV cannot be read: ${(error as Error).message}`;
  }
  const [header, ...rows] = records;
  return { header: header?.record ?? [], rows: rows.map(({ record, info }) => ({ cells: record, line: info.lines })) };
}

/** The lines of a pincode overrides CSV (header pincode,serviceable,cod,note), or what is wrong with its shape. */
function readPincodeCsv(text: string): OverrideLine[] | string {
  const csv = csvRows(text);
  if (typeof csv === 'string') return csv;
  const names = csv.header.map((h) => h.toLowerCase());
  if (names[0] !== 'pincode' || names[1] !== 'serviceable' || names[2] !== 'cod' || (names.length > 3 && names[3] !== 'note')) {
    return 'The CSV must start with the header pincode,serviceable,cod,note';
  }
  return csv.rows.map(({ cells: r, line }) => ({ pincode: r[0] ?? '', serviceable: r[1] ?? '', cod: r[2] ?? '', note: r[3] ?? '', line }));
}

/** The figures of a stock CSV (header productId,size,quantity), or what is wrong with its shape. */
function readStockCsv(text: string): StockFigure[] | string {
  const csv = csvRows(text);
  if (typeof csv === 'string') return csv;
  if (csv.header.join(',') !== 'productId,size,quantity') return 'The CSV must start with the header productId,size,quantity';
  return csv.rows.map(({ cells: r, line }) => ({
    productId: r[0] ?? '',
    size: r[1] ?? '',
    quantity: r.length === 3 && /^\d+$/.test(r[2]) ? Number(r[2]) : Number.NaN,
    line,
  }));
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    if (error instanceof AppError && (error.errors?.length ?? 0) > 1) for (const e of error.errors!) console.error(`${e.field}: ${e.message}`);
    else console.error(error instanceof AppError ? error.message : `admin: ${(error as Error).message}`);
    process.exit(1);
  });
