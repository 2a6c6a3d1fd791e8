import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

type Col = {
  name: string;
  type: string;
  length?: string;
  isPrimary?: boolean;
  isNullable?: boolean;
};

/**
 * Online payment (DECISIONS 12): attempts, the webhook events received, refunds, the payment
 * status history, and the sandbox provider's own books. Cancelled orders that were never paid
 * get the payment status 'cancelled' (they showed 'pending').
 */
export class Payments1764400000000 implements MigrationInterface {
  name = 'Payments1764400000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    const v = (name: string, length: number, isNullable = false): Col => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    const int = (name: string): Col => ({ name, type: 'integer' });
    const at = (name: string, isNullable = false): Col => ({
      name,
      type: ts,
      isNullable,
    });
    const id = (length = 36): Col => ({
      name: 'id',
      type: 'varchar',
      length: String(length),
      isPrimary: true,
    });
    const toOrders = new TableForeignKey({
      columnNames: ['order_id'],
      referencedTableName: 'orders',
      referencedColumnNames: ['id'],
      onDelete: 'RESTRICT',
      onUpdate: 'RESTRICT',
    });

    await q.createTable(
      new Table({
        name: 'payment_attempts',
        columns: [
          id(),
          v('order_id', 36),
          v('order_number', 32),
          int('attempt_no'),
          v('provider', 16),
          v('provider_order_id', 64),
          v('provider_payment_id', 64, true),
          int('amount_paise'),
          v('currency', 3),
          v('status', 16),
          v('flag', 32, true),
          v('settled_by', 16, true),
          at('settled_at', true),
          at('created_at'),
          at('updated_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_payment_attempts_order_no',
            columnNames: ['order_id', 'attempt_no'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_payment_attempts_provider_order',
            columnNames: ['provider_order_id'],
            isUnique: true,
          }),
          // The reconciler's question: pending attempts, oldest first.
          new TableIndex({
            name: 'IDX_payment_attempts_status_created',
            columnNames: ['status', 'created_at'],
          }),
        ],
        foreignKeys: [toOrders],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_events',
        columns: [
          id(),
          v('event_id', 64),
          v('provider', 16),
          v('type', 48),
          v('provider_order_id', 64, true),
          v('provider_payment_id', 64, true),
          v('outcome', 200),
          at('received_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_payment_events_event',
            columnNames: ['event_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_payment_events_provider_order',
            columnNames: ['provider_order_id', 'received_at'],
          }),
          new TableIndex({
            name: 'IDX_payment_events_provider_payment',
            columnNames: ['provider_payment_id'],
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_refunds',
        columns: [
          id(),
          v('attempt_id', 36),
          v('order_id', 36),
          int('amount_paise'),
          v('provider_refund_id', 64, true),
          v('status', 16),
          v('reason', 64),
          at('created_at'),
          at('updated_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_payment_refunds_attempt',
            columnNames: ['attempt_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_payment_refunds_order',
            columnNames: ['order_id'],
          }),
          new TableIndex({
            name: 'IDX_payment_refunds_status',
            columnNames: ['status', 'created_at'],
          }),
        ],
        foreignKeys: [
          toOrders.clone(),
          new TableForeignKey({
            columnNames: ['attempt_id'],
            referencedTableName: 'payment_attempts',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'RESTRICT',
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_status_changes',
        columns: [id(), v('order_id', 36), v('attempt_id', 36, true), v('from_status', 16), v('to_status', 16), v('source', 254), at('at')],
        indices: [
          new TableIndex({
            name: 'IDX_payment_status_changes_order',
            columnNames: ['order_id', 'at'],
          }),
        ],
        foreignKeys: [toOrders.clone()],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sandbox_orders',
        columns: [id(40), int('amount_paise'), v('currency', 3), v('receipt', 40), v('status', 16), at('created_at')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sandbox_payments',
        columns: [id(40), v('order_id', 40), int('amount_paise'), v('currency', 3), v('method', 16), v('status', 16), v('error_description', 200, true), at('created_at')],
        indices: [
          new TableIndex({
            name: 'IDX_sandbox_payments_order',
            columnNames: ['order_id', 'created_at'],
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sandbox_refunds',
        columns: [id(40), v('payment_id', 40), int('amount_paise'), v('receipt', 40), v('status', 16), at('created_at')],
        indices: [
          new TableIndex({
            name: 'UQ_sandbox_refunds_receipt',
            columnNames: ['receipt'],
            isUnique: true,
          }),
        ],
      }),
    );
    await q.query(`UPDATE orders SET payment_status = 'cancelled' WHERE status = 'cancelled' AND payment_status IN ('pending', 'failed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE orders SET payment_status = 'pending' WHERE payment_status = 'cancelled'`);
    for (const t of ['sandbox_refunds', 'sandbox_payments', 'sandbox_orders', 'payment_status_changes', 'payment_refunds', 'payment_events', 'payment_attempts'])
      await q.dropTable(t);
  }
}
