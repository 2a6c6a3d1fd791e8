import type { GstDocumentEntity } from './gst-document.entity.js';
import type { DocumentBody } from './document.js';

/** The export's file name: 'gstr1-documents-2026-11-01-to-2026-11-30.csv' (-invoices or -credit-notes for one kind). */
export function gstr1FileName(from: string, to: string, kind: 'invoice' | 'credit_note' | null): string {
  const which = kind === 'invoice' ? 'invoices' : kind === 'credit_note' ? 'credit-notes' : 'documents';
  return `gstr1-${which}-${from}-to-${to}.csv`;
}

/** A document of the period as the admin's list and export read it. */
export interface PeriodDocument {
  doc: GstDocumentEntity;
  body: DocumentBody;
  /** A credit note's invoice number. */
  invoiceNumber: string | null;
}

/**
 * The columns of GSTR-1 (the GST portal's offline tool, sheets b2cs/b2cl and cdnur) that the
 * shop's documents fill, one row per document and GST rate: the shop sells to consumers, so the
 * recipient's GSTIN is empty and reverse charge is N.
 */
export const GSTR1_COLUMNS = [
  'Document Type',
  'Document Number',
  'Document Date',
  'Original Invoice Number',
  'Order Number',
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Place Of Supply',
  'Reverse Charge',
  'Supply Type',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
  'Document Value',
  'Status',
] as const;

const GSTR1_DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** GSTR-1's dates: 22-Nov-2026 (India's day). */
export const gstr1Date = (d: Date): string => GSTR1_DATE.format(d).replace(/ /g, '-');
const amount = (paise: number) => (paise / 100).toFixed(2);

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is kept as text (no formula in a spreadsheet). */
export function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The rows of one document: one per GST rate, with that rate's taxable value and taxes. */
export function gstr1Rows({ doc, body, invoiceNumber }: PeriodDocument): (string | number)[][] {
  const pos = `${body.placeOfSupplyCode ?? '96'}-${body.placeOfSupply}`;
  return body.taxes.map((t) => {
    const taxable = body.lines.filter((l) => l.ratePercent === t.ratePercent).reduce((s, l) => s + l.taxablePaise, 0);
    return [
      doc.kind === 'invoice' ? 'Invoice' : 'Credit Note',
      doc.number ?? '',
      gstr1Date(doc.issuedAt),
      invoiceNumber ?? '',
      body.orderNumber,
      '',
      body.buyer.name,
      pos,
      'N',
      body.supply === 'intra' ? 'Intra State' : 'Inter State',
      t.ratePercent,
      amount(taxable),
      amount(t.igstPaise),
      amount(t.cgstPaise),
      amount(t.sgstPaise),
      '0.00',
      amount(doc.totalPaise),
      doc.cancelledAt ? 'Cancelled' : 'Issued',
    ];
  });
}

/** The period's documents as a CSV (RFC 4180, CRLF) with the GSTR-1 columns. */
export function gstr1Csv(docs: PeriodDocument[]): string {
  return [GSTR1_COLUMNS as readonly string[], ...docs.flatMap(gstr1Rows)].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
