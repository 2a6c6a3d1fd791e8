import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Order events leave the shop (issue 59): the outbox (events written in the transaction of their
 * change, their deliveries to each target and every try of them), the integrators' webhook
 * endpoints and their API keys.
 */
export class Outbox1765000000000 implements MigrationInterface {
  name = 'Outbox1765000000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.createTable(
      new Table({
        name: 'outbox_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'occurred_at', type: ts },
          { name: 'order_number', type: 'varchar', length: '32', isNullable: true },
          { name: 'payload', type: 'text' },
          { name: 'dispatched_at', type: ts, isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_outbox_events_undispatched', columnNames: ['dispatched_at', 'id'] }),
          new TableIndex({ name: 'IDX_outbox_events_order', columnNames: ['order_number', 'id'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'outbox_deliveries',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'event_id', type: 'varchar', length: '36' },
          { name: 'target', type: 'varchar', length: '80' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: ts },
          { name: 'claim_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'locked_until', type: ts, isNullable: true },
          { name: 'give_up_at', type: ts },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'outbox_events', referencedColumnNames: ['id'] }],
        indices: [
          new TableIndex({ name: 'IDX_outbox_deliveries_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({ name: 'UQ_outbox_deliveries_event_target', columnNames: ['event_id', 'target'], isUnique: true }),
          new TableIndex({ name: 'IDX_outbox_deliveries_target', columnNames: ['target', 'created_at'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'outbox_attempts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'delivery_id', type: 'varchar', length: '36' },
          { name: 'at', type: ts },
          { name: 'ok', type: 'boolean' },
          { name: 'status', type: 'integer', isNullable: true },
          { name: 'answer', type: 'varchar', length: '500' },
          { name: 'duration_ms', type: 'integer' },
        ],
        foreignKeys: [{ columnNames: ['delivery_id'], referencedTableName: 'outbox_deliveries', referencedColumnNames: ['id'] }],
        indices: [new TableIndex({ name: 'IDX_outbox_attempts_delivery', columnNames: ['delivery_id', 'at'] })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'url', type: 'varchar', length: '2000' },
          { name: 'description', type: 'varchar', length: '200', isNullable: true },
          { name: 'event_types', type: 'varchar', length: '400' },
          { name: 'secret', type: 'varchar', length: '100' },
          { name: 'previous_secret', type: 'varchar', length: '100', isNullable: true },
          { name: 'previous_secret_until', type: ts, isNullable: true },
          { name: 'enabled', type: 'boolean' },
          { name: 'created_by', type: 'varchar', length: '254' },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'prefix', type: 'varchar', length: '16' },
          { name: 'key_hash', type: 'varchar', length: '64' },
          { name: 'scopes', type: 'varchar', length: '200' },
          { name: 'created_by', type: 'varchar', length: '254' },
          { name: 'created_at', type: ts },
          { name: 'revoked_at', type: ts, isNullable: true },
          { name: 'last_used_at', type: ts, isNullable: true },
        ],
        indices: [new TableIndex({ name: 'UQ_api_keys_prefix', columnNames: ['prefix'], isUnique: true })],
      }),
    );
    // v1's list of orders pages by (updated_at, id).
    await q.createIndex('orders', new TableIndex({ name: 'IDX_orders_updated', columnNames: ['updated_at', 'id'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('orders', 'IDX_orders_updated');
    await q.dropTable('api_keys');
    await q.dropTable('webhook_endpoints');
    await q.dropTable('outbox_attempts');
    await q.dropTable('outbox_deliveries');
    await q.dropTable('outbox_events');
  }
}
