import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * payment_attempts.failure_reason: the provider's words for a failed attempt ('Payment declined
 * by the bank'), which the shopper's order shows; before, they reached the shopper only in a
 * toast. payment_attempts.payment_started_at: when the provider was first seen holding a payment
 * on the attempt that it had not decided yet (a UPI request waiting for the shopper's approval):
 * while the attempt is recent, no other attempt is opened for its order. Older attempts have
 * neither.
 */
export class PaymentAttemptOutcome1764720000000 implements MigrationInterface {
  name = 'PaymentAttemptOutcome1764720000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.addColumn('payment_attempts', new TableColumn({ name: 'failure_reason', type: 'varchar', length: '200', isNullable: true }));
    await q.addColumn('payment_attempts', new TableColumn({ name: 'payment_started_at', type: ts, isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('payment_attempts', 'payment_started_at');
    await q.dropColumn('payment_attempts', 'failure_reason');
  }
}
