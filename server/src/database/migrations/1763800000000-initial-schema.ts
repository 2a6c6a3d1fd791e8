import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

const id = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const varchar = (name: string, length: number, extra: Record<string, unknown> = {}) => ({ name, type: 'varchar', length: String(length), ...extra });
const restrict = (columnNames: string[], referencedTableName: string) =>
  new TableForeignKey({ columnNames, referencedTableName, referencedColumnNames: ['id'], onDelete: 'RESTRICT', onUpdate: 'RESTRICT' });

/** Users, refresh tokens, orders, order items and idempotency keys. Runs on SQLite and PostgreSQL. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    const stamp = (name: string, nullable = false) => ({ name, type: ts, isNullable: nullable });
    const int = (name: string) => ({ name, type: 'integer' });

    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          id,
          varchar('website', 64),
          varchar('email', 254),
          varchar('password_hash', 255),
          varchar('first_name', 50),
          varchar('last_name', 50),
          varchar('phone', 20, { isNullable: true }),
          varchar('address_line1', 200, { isNullable: true }),
          varchar('city', 100, { isNullable: true }),
          varchar('state', 100, { isNullable: true }),
          varchar('postal_code', 12, { isNullable: true }),
          varchar('country', 40, { default: "'India'" }),
          varchar('role', 16, { default: "'customer'" }),
          stamp('created_at'),
          stamp('updated_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_users_website_email', columnNames: ['website', 'email'], isUnique: true })],
      }),
    );

    await q.createTable(
      new Table({
        name: 'refresh_tokens',
        columns: [
          id,
          varchar('user_id', 36),
          varchar('family_id', 36),
          varchar('token_hash', 64),
          stamp('expires_at'),
          varchar('replaced_by', 36, { isNullable: true }),
          stamp('revoked_at', true),
          stamp('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_refresh_tokens_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'IDX_refresh_tokens_family', columnNames: ['family_id'] }),
          new TableIndex({ name: 'UQ_refresh_tokens_hash', columnNames: ['token_hash'], isUnique: true }),
        ],
        foreignKeys: [restrict(['user_id'], 'users')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'orders',
        columns: [
          id,
          varchar('order_number', 32),
          varchar('user_id', 36),
          varchar('status', 16),
          varchar('payment_method', 16),
          varchar('payment_status', 16),
          varchar('transaction_id', 64, { isNullable: true }),
          int('subtotal_paise'),
          int('tax_paise'),
          int('shipping_paise'),
          int('cod_charge_paise'),
          int('total_paise'),
          varchar('contact_email', 254),
          varchar('contact_first_name', 50),
          varchar('contact_last_name', 50),
          varchar('contact_phone', 20),
          varchar('ship_address_line1', 200),
          varchar('ship_city', 100),
          varchar('ship_state', 100),
          varchar('ship_postal_code', 12),
          varchar('ship_country', 40),
          stamp('estimated_delivery'),
          stamp('status_updated_at'),
          stamp('created_at'),
          stamp('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_orders_number', columnNames: ['order_number'], isUnique: true }),
          new TableIndex({ name: 'IDX_orders_user_created', columnNames: ['user_id', 'created_at'] }),
        ],
        foreignKeys: [restrict(['user_id'], 'users')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'order_items',
        columns: [
          id,
          varchar('order_id', 36),
          int('line_no'),
          varchar('product_id', 64),
          varchar('product_name', 200),
          varchar('product_image', 300),
          varchar('size', 32),
          int('quantity'),
          int('unit_price_paise'),
          int('line_total_paise'),
        ],
        indices: [new TableIndex({ name: 'IDX_order_items_order', columnNames: ['order_id', 'line_no'] })],
        foreignKeys: [restrict(['order_id'], 'orders')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [id, varchar('user_id', 36), varchar('key', 128), varchar('request_hash', 64), varchar('order_id', 36), stamp('created_at')],
        indices: [
          new TableIndex({ name: 'UQ_idempotency_keys_user_key', columnNames: ['user_id', 'key'], isUnique: true }),
          new TableIndex({ name: 'IDX_idempotency_keys_order', columnNames: ['order_id'] }),
        ],
        foreignKeys: [restrict(['user_id'], 'users'), restrict(['order_id'], 'orders')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['idempotency_keys', 'order_items', 'orders', 'refresh_tokens', 'users']) await q.dropTable(table);
  }
}
