import { type EntityManager, type EntityMetadata, type EntityTarget, type ObjectLiteral, QueryFailedError } from 'typeorm';

/**
 * Statements for the order path, each written once per entity and shape and then reused.
 * They are the statements TypeORM's repositories would run, without building them anew on
 * every call: its query builder was a fifth of the order path's CPU for inserts, and its
 * findOneBy another tenth. Values are converted by the driver exactly as the repositories
 * convert them (dates, booleans, json), both ways. For hot paths only; everything else uses
 * the repositories.
 */
const statements = new WeakMap<EntityMetadata, Map<string, string>>();

function statement(m: EntityManager, metadata: EntityMetadata, shape: string, write: (table: string) => string): string {
  let cache = statements.get(metadata);
  if (!cache) statements.set(metadata, (cache = new Map()));
  let sql = cache.get(shape);
  if (!sql) {
    const driver = m.connection.driver;
    sql = write(metadata.tablePath.split('.').map((part) => driver.escape(part)).join('.'));
    cache.set(shape, sql);
  }
  return sql;
}

interface SqliteStatement {
  reader: boolean;
  all(...values: unknown[]): Record<string, unknown>[];
  run(...values: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
}
const prepared = new WeakMap<SqliteDatabase, Map<string, SqliteStatement>>();

/**
 * Runs one statement of the hot paths. On SQLite it goes straight to better-sqlite3's prepared
 * statement on the connection `m` uses (its transaction's, when it is in one): TypeORM's
 * query() wraps each statement in query events, result objects and three awaits: an eighth of
 * an order's allocations, and 2-5% of its CPU in A/B runs. It is logged (and so counted) as
 * TypeORM logs a query, and fails with TypeORM's QueryFailedError, as query() would. Other
 * databases: query().
 */
export async function execute(m: EntityManager, sql: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const driver = m.connection.driver as EntityManager['connection']['driver'] & { databaseConnection?: SqliteDatabase };
  if (driver.options.type !== 'better-sqlite3' || !driver.databaseConnection) return m.query(sql, values);
  const db = driver.databaseConnection;
  let cache = prepared.get(db);
  if (!cache) prepared.set(db, (cache = new Map()));
  // better-sqlite3 binds no booleans: 0 and 1, as TypeORM's runner gives it.
  const bound = values.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  m.connection.logger.logQuery(sql, bound);
  try {
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = db.prepare(sql)));
    if (statement.reader) return statement.all(...bound);
    statement.run(...bound);
    return [];
  } catch (error) {
    m.connection.logger.logQueryError(error as Error, sql, bound);
    throw new QueryFailedError(sql, bound, error as Error);
  }
}

function columnOf(metadata: EntityMetadata, property: string) {
  const column = metadata.findColumnWithPropertyName(property);
  if (!column) throw new Error(`${metadata.name} has no column ${property}`);
  return column;
}

/** `a = $1, b = $2` (or joined by AND) for the given properties, numbering parameters from `first`. */
function equalities(m: EntityManager, metadata: EntityMetadata, properties: string[], first: number, separator: ', ' | ' AND '): string {
  const driver = m.connection.driver;
  return properties.map((p, i) => `${driver.escape(columnOf(metadata, p).databaseName)} = ${driver.createParameter('p', first + i)}`).join(separator);
}

function persistentValues(m: EntityManager, metadata: EntityMetadata, values: ObjectLiteral): unknown[] {
  return Object.keys(values).map((p) => m.connection.driver.preparePersistentValue(values[p], columnOf(metadata, p)));
}

/**
 * INSERT of whole entities: every column of the entity. A row that leaves a column undefined
 * (to take its default) goes through the repository's insert() instead.
 */
export async function insertRows<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, rows: T[]): Promise<void> {
  if (!rows.length) return;
  const metadata = m.connection.getMetadata(target);
  const driver = m.connection.driver;
  const columns = metadata.columns;
  const sql = statement(m, metadata, `insert ${rows.length}`, (table) => {
    let n = 0;
    const tuple = () => `(${columns.map(() => driver.createParameter('p', n++)).join(', ')})`;
    return `INSERT INTO ${table} (${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) VALUES ${rows.map(tuple).join(', ')}`;
  });
  const values: unknown[] = [];
  for (const row of rows) {
    for (const c of columns) {
      const value = c.getEntityValue(row);
      if (value === undefined) return void (await m.getRepository(target).insert(rows));
      values.push(driver.preparePersistentValue(value, c));
    }
  }
  await execute(m, sql, values);
}

/**
 * The entity whose properties equal `where`, or null: what the repository's findOneBy answers
 * (the columns it selects, hydrated the same way), for equality on plain columns only.
 * `select` names the properties to read instead (a column that is not selected by default,
 * say), as findOne's `select` would.
 */
export async function findOneWhere<T extends ObjectLiteral, K extends keyof T & string = keyof T & string>(
  m: EntityManager,
  target: EntityTarget<T>,
  where: Partial<T>,
  select?: K[],
): Promise<Pick<T, K> | null> {
  const metadata = m.connection.getMetadata(target);
  const driver = m.connection.driver;
  const columns = select ? select.map((p) => columnOf(metadata, p)) : metadata.columns.filter((c) => c.isSelect);
  const properties = Object.keys(where);
  // findOneBy would drop an undefined condition and answer any row.
  if (properties.some((p) => where[p] === undefined)) throw new Error(`findOneWhere: ${metadata.name} condition left undefined`);
  const sql = statement(m, metadata, `select ${select ?? '*'} where ${properties}`, (table) =>
    `SELECT ${columns.map((c) => driver.escape(c.databaseName)).join(', ')} FROM ${table} WHERE ${equalities(m, metadata, properties, 0, ' AND ')} LIMIT 1`,
  );
  const rows = await execute(m, sql, persistentValues(m, metadata, where));
  if (!rows.length) return null;
  const entity = metadata.create() as T;
  for (const c of columns) c.setEntityValue(entity, driver.prepareHydratedValue(rows[0][c.databaseName], c));
  return entity;
}

/** UPDATE of the given properties on the rows whose properties equal `where`. */
export async function updateWhere<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, set: Partial<T>, where: Partial<T>): Promise<void> {
  const metadata = m.connection.getMetadata(target);
  const assigned = Object.keys(set);
  const properties = Object.keys(where);
  const sql = statement(m, metadata, `update ${assigned} where ${properties}`, (table) =>
    `UPDATE ${table} SET ${equalities(m, metadata, assigned, 0, ', ')} WHERE ${equalities(m, metadata, properties, assigned.length, ' AND ')}`,
  );
  await execute(m, sql, [...persistentValues(m, metadata, set), ...persistentValues(m, metadata, where)]);
}
