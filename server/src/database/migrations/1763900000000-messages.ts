import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Newsletter subscriptions and contact-form messages, stored for real. */
export class Messages1763900000000 implements MigrationInterface {
  name = 'Messages1763900000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.createTable(
      new Table({
        name: 'newsletter_subscriptions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'created_at', type: ts },
        ],
        indices: [new TableIndex({ name: 'UQ_newsletter_email', columnNames: ['email'], isUnique: true })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '150', isNullable: true },
          { name: 'message', type: 'text' },
          { name: 'created_at', type: ts },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('contact_messages');
    await q.dropTable('newsletter_subscriptions');
  }
}
