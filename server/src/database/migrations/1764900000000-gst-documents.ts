import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * GST documents (issue 58): tax invoices and credit notes, each numbered in its own series per
 * financial year right after it is issued. The partial index finds the ones still waiting for
 * their number without reading the numbered.
 */
const postgres = (q: QueryRunner) => q.connection.options.type === 'postgres';

export class GstDocuments1764900000000 implements MigrationInterface {
  name = 'GstDocuments1764900000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = postgres(q) ? 'timestamptz' : 'datetime';
    const int = (name: string, isNullable = false) => ({ name, type: 'integer', isNullable });
    await q.createTable(
      new Table({
        name: 'gst_documents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'number', type: 'varchar', length: '16', isNullable: true },
          { name: 'financial_year', type: 'varchar', length: '5' },
          int('seq', true),
          { name: 'order_id', type: 'varchar', length: '36' },
          { name: 'invoice_order_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'invoice_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'refund_ref', type: 'varchar', length: '140', isNullable: true },
          { name: 'issued_at', type: ts },
          { name: 'numbered_at', type: ts, isNullable: true },
          { name: 'cancelled_at', type: ts, isNullable: true },
          { name: 'place_of_supply', type: 'varchar', length: '100' },
          int('taxable_paise'),
          int('cgst_paise'),
          int('sgst_paise'),
          int('igst_paise'),
          int('total_paise'),
          { name: 'body', type: 'text' },
        ],
        indices: [
          new TableIndex({ name: 'UQ_gst_documents_series', columnNames: ['kind', 'financial_year', 'seq'], isUnique: true }),
          new TableIndex({ name: 'UQ_gst_documents_number', columnNames: ['number'], isUnique: true }),
          new TableIndex({ name: 'UQ_gst_documents_invoice_order', columnNames: ['invoice_order_id'], isUnique: true }),
          new TableIndex({ name: 'UQ_gst_documents_refund_ref', columnNames: ['refund_ref'], isUnique: true }),
          new TableIndex({ name: 'IDX_gst_documents_issued', columnNames: ['issued_at'] }),
          new TableIndex({ name: 'IDX_gst_documents_order', columnNames: ['order_id'] }),
        ],
      }),
    );
    // The numberer's question, 'what waits for a number, in issue order'.
    await q.query('CREATE INDEX "IDX_gst_documents_unnumbered" ON "gst_documents" ("kind", "issued_at", "id") WHERE "number" IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('gst_documents');
  }
}
