import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * For a hand-written statement whose values are `values`: binds a value as its next parameter and
 * answers the placeholder to write in its text ($n on PostgreSQL, ? on SQLite). Bind the values in
 * the order their placeholders stand in the text: SQLite's parameters are positional.
 */
export function binder(m: EntityManager, values: unknown[]): (value: unknown) => string {
  const driver = m.dataSource.driver;
  return (value) => driver.createParameter('p', values.push(value) - 1);
}

/** `value` as the driver stores it in the column of `target`'s `property` (a Date as SQLite's text, say), to bind. */
export function stored<T extends ObjectLiteral>(m: EntityManager, target: EntityTarget<T>, property: keyof T & string, value: unknown): unknown {
  return m.dataSource.driver.preparePersistentValue(value, m.dataSource.getMetadata(target).findColumnWithPropertyName(property)!);
}
