import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Forgot password (issue 59): single-use reset links, kept as hashes, each for one account. */
export class PasswordResets1765050000000 implements MigrationInterface {
  name = 'PasswordResets1765050000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.createTable(
      new Table({
        name: 'password_resets',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'expires_at', type: ts },
          { name: 'used_at', type: ts, isNullable: true },
          { name: 'created_at', type: ts },
        ],
        indices: [
          new TableIndex({ name: 'UQ_password_resets_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'IDX_password_resets_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'RESTRICT', onUpdate: 'RESTRICT' })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('password_resets');
  }
}
