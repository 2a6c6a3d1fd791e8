import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts rows of an entity in the caller's transaction as one statement whose values are all
 * bound as parameters, its text built from the entity's metadata and the driver's own value
 * conversion (Date, boolean, JSON, transformers), as TypeORM's insert would.
 *
 * For the order's hot path: `Repository.insert` builds its statement through the query builder
 * (createInsertExpression, getQueryAndParameters, the parameter names' rewriting), which cost
 * more CPU than running the statement in the order bench's profile. Here one text serves every
 * insert of a table and row count, and numbers are bound even in a column that is not INTEGER
 * (column-types.ts), which TypeORM's SQLite driver would write into the text.
 *
 * Every row names every column it sets; a column no row sets is left out (its default applies).
 */
export async function insertRows<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, rows: readonly T[]): Promise<void> {
  if (!rows.length) return;
  const values: unknown[] = [];
  await m.query(insertStatement(m, target, rows, values), values);
}

/**
 * The INSERT of `rows` as a statement that is whole by itself, for `DatabaseService.statement`:
 * on PostgreSQL it runs alone, without the BEGIN and COMMIT round trips of a transaction.
 */
export function insertAlone<T extends ObjectLiteral>(target: EntityTarget<T>, rows: readonly T[]): (m: EntityManager) => { sql: string; values: unknown[] } {
  return (m) => {
    const values: unknown[] = [];
    return { sql: insertStatement(m, target, rows, values), values };
  };
}

/** Rows of one entity, for `insertRowsTogether`. */
export type RowsOf<T extends ObjectLiteral = ObjectLiteral> = readonly [EntityTarget<T>, readonly T[]];

/**
 * Rows of several tables inserted in the caller's transaction, as `insertRows` inserts each. On
 * PostgreSQL in one statement, every INSERT but the last in its WITH: one round trip instead of
 * one per table (a foreign key between them is checked at the statement's end, once all rows are
 * in; a refused row refuses them all). SQLite runs in process, without round trips: one INSERT
 * per table there, in the order given.
 */
export async function insertRowsTogether(m: EntityManager, groups: readonly RowsOf[]): Promise<void> {
  const filled = groups.filter(([, rows]) => rows.length > 0);
  if (m.dataSource.options.type !== 'postgres' || filled.length < 2) {
    for (const [target, rows] of filled) await insertRows(m, target, rows);
    return;
  }
  const values: unknown[] = [];
  const statements = filled.map(([target, rows]) => insertStatement(m, target, rows, values));
  const last = statements.pop()!;
  await m.query(`WITH ${statements.map((sql, i) => `inserted_${i} AS (${sql})`).join(', ')} ${last}`, values);
}

/**
 * The INSERT of `rows`, its values appended to `values` and bound from there: for a statement
 * that writes them together with its own work (on PostgreSQL, in its WITH).
 */
export function insertStatement<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, rows: readonly T[], values: unknown[]): string {
  const { table, names, tuples } = insertParts(m, target, rows, values, {});
  return `INSERT INTO ${table} (${names}) VALUES ${tuples.map((t) => `(${t.join(', ')})`).join(', ')}`;
}

/**
 * The INSERT of one row that takes some of its values from what a statement before it answers
 * (on PostgreSQL, a WITH named `from`): `taken` gives the SQL of those properties (`moved.id`,
 * say); the others are bound as `insertStatement` binds them. The row is inserted once for each
 * row of `from`, so not at all when `from` answered none.
 */
export function insertFrom<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, row: T, values: unknown[], from: string, taken: Partial<Record<keyof T & string, string>>): string {
  const { table, names, tuples } = insertParts(m, target, [row], values, taken);
  return `INSERT INTO ${table} (${names}) SELECT ${tuples[0].join(', ')} FROM ${from}`;
}

/** The table's name, the columns `rows` set and, per row, each column's placeholder (its value bound) or its SQL in `taken`. */
function insertParts<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, rows: readonly T[], values: unknown[], taken: Partial<Record<string, string>>) {
  const meta = m.dataSource.getMetadata(target);
  const driver = m.dataSource.driver;
  const columns = meta.columns.filter((c) => c.isInsert && !c.isVirtual && rows.some((r) => c.getEntityValue(r) !== undefined));
  const tuples = rows.map((row) =>
    columns.map((c) => {
      const sql = taken[c.propertyName];
      if (sql !== undefined) return sql;
      const value = c.getEntityValue(row);
      if (value === undefined) throw new Error(`insertRows(${meta.tableName}): a row leaves ${c.propertyName} unset while another sets it`);
      values.push(driver.preparePersistentValue(value, c));
      return driver.createParameter(`p${values.length - 1}`, values.length - 1);
    }),
  );
  const names = columns.map((c) => driver.escape(c.databaseName)).join(', ');
  const table = meta.tablePath.split('.').map((part) => driver.escape(part)).join('.');
  return { table, names, tuples };
}
