import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';
import type { DocumentKind } from './series.js';

/**
 * A GST document (DECISIONS 15): a tax invoice or a credit note, issued in the transaction of
 * the sale (or refund) it documents, numbered right after its commit by one numberer at a time
 * (invoice-numberer.ts), and never changed after but for its cancellation mark. The invoices
 * module alone writes this table.
 */
@Entity('gst_documents')
@Index('UQ_gst_documents_series', ['kind', 'financialYear', 'seq'], { unique: true })
@Index('IDX_gst_documents_issued', ['issuedAt'])
@Index('IDX_gst_documents_order', ['orderId'])
// The numberer's question, 'what waits for a number, in issue order', reads none of the numbered.
@Index('IDX_gst_documents_unnumbered', ['kind', 'issuedAt', 'id'], { where: '"number" IS NULL' })
export class GstDocumentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: DocumentKind;

  /** Its number, once given ('SQU/25-26/000123'); null between its issue and its numbering. */
  @Index('UQ_gst_documents_number', { unique: true })
  @Column({ type: 'varchar', length: 16, nullable: true })
  number: string | null;

  /** The financial year of issuedAt ('25-26'): its series. */
  @Column({ name: 'financial_year', type: 'varchar', length: 5 })
  financialYear: string;

  /** Its place in the series, from 1, once numbered. */
  @Column({ ...INTEGER, nullable: true })
  seq: number | null;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  /** A tax invoice's order again: its unique index keeps one invoice per order. Null on credit notes. */
  @Index('UQ_gst_documents_invoice_order', { unique: true })
  @Column({ name: 'invoice_order_id', type: 'varchar', length: 36, nullable: true })
  invoiceOrderId: string | null;

  /** A credit note's invoice (its document id). */
  @Column({ name: 'invoice_id', type: 'varchar', length: 36, nullable: true })
  invoiceId: string | null;

  /** A credit note's refund reference: the same refund never gets two. */
  @Index('UQ_gst_documents_refund_ref', { unique: true })
  @Column({ name: 'refund_ref', type: 'varchar', length: 140, nullable: true })
  refundRef: string | null;

  @Column({ name: 'issued_at', type: TIMESTAMP })
  issuedAt: Date;

  @Column({ name: 'numbered_at', type: TIMESTAMP, nullable: true })
  numberedAt: Date | null;

  /** A tax invoice whose order was cancelled: it keeps its number and prints as cancelled. */
  @Column({ name: 'cancelled_at', type: TIMESTAMP, nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'place_of_supply', type: 'varchar', length: 100 })
  placeOfSupply: string;

  @Column({ name: 'taxable_paise', ...INTEGER })
  taxablePaise: number;

  @Column({ name: 'cgst_paise', ...INTEGER })
  cgstPaise: number;

  @Column({ name: 'sgst_paise', ...INTEGER })
  sgstPaise: number;

  @Column({ name: 'igst_paise', ...INTEGER })
  igstPaise: number;

  @Column({ name: 'total_paise', ...INTEGER })
  totalPaise: number;

  /** The document as issued (document.ts DocumentBody, JSON): parties, lines, amounts. */
  @Column({ type: 'text' })
  body: string;
}
