import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

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
  await m.query(sql, values);
}

/**
 * The entity whose properties equal `where`, or null: what the repository's findOneBy answers
 * (the columns it selects, hydrated the same way), for equality on plain columns only.
 */
export async function findOneWhere<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, where: Partial<T>): Promise<T | null> {
  const metadata = m.connection.getMetadata(target);
  const driver = m.connection.driver;
  const columns = metadata.columns.filter((c) => c.isSelect);
  const properties = Object.keys(where);
  // findOneBy would drop an undefined condition and answer any row.
  if (properties.some((p) => where[p] === undefined)) throw new Error(`findOneWhere: ${metadata.name} condition left undefined`);
  const sql = statement(m, metadata, `select ${properties}`, (table) =>
    `SELECT ${columns.map((c) => driver.escape(c.databaseName)).join(', ')} FROM ${table} WHERE ${equalities(m, metadata, properties, 0, ' AND ')} LIMIT 1`,
  );
  const rows: Record<string, unknown>[] = await m.query(sql, persistentValues(m, metadata, where));
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
  await m.query(sql, [...persistentValues(m, metadata, set), ...persistentValues(m, metadata, where)]);
}
