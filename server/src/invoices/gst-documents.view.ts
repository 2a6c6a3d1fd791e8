import { Field } from '../common/api-schema.js';
import { toRupees } from '../pricing/money.js';
import type { PeriodDocument } from './gstr1.js';

/** A GST document of a period, as the admin reads it (both surfaces; GraphQL upper-cases the kind). */
export class RestGstDocument {
  @Field({ enum: ['invoice', 'credit_note'] }) kind: string;
  @Field({ maxLength: 16, description: 'Its number in its series: SQU/25-26/000123 (invoices), CN/25-26/0000001 (credit notes)' }) number: string;
  @Field({ format: 'date-time' }) issuedAt: string;
  @Field() orderNumber: string;
  @Field({ type: 'string', nullable: true, description: "A credit note's invoice; null on invoices" }) invoiceNumber: string | null;
  @Field() buyerName: string;
  @Field({ description: 'The delivery state' }) placeOfSupply: string;
  @Field(({ type: 'number', description: 'Rupees' }) as const) taxableValue: number;
  @Field(({ type: 'number', description: 'Rupees' }) as const) cgst: number;
  @Field(({ type: 'number', description: 'Rupees' }) as const) sgst: number;
  @Field(({ type: 'number', description: 'Rupees' }) as const) igst: number;
  @Field(({ type: 'number', description: 'Rupees: the document value' }) as const) total: number;
  @Field({ description: "An invoice whose order was cancelled (it keeps its number)" }) cancelled: boolean;
}

export class RestGstDocuments {
  @Field({ type: [RestGstDocument], description: 'This page of the documents: invoices then credit notes, each in series order' }) documents: RestGstDocument[];
  @Field({ type: 'integer', description: 'How many documents the period has (of the kind asked)' }) total: number;
  @Field({ type: 'integer', description: 'The page, from 1' }) page: number;
  @Field({ type: 'integer', description: 'Documents per page, 1 to 100' }) pageSize: number;
}

/** A GST document to print (GET /api/admin/gst-documents/print). */
export class RestPrintedGstDocument {
  @Field({ maxLength: 16, description: 'Its number in its series' }) number: string;
  @Field({ enum: ['invoice', 'credit_note'] }) kind: string;
  @Field({ description: 'An invoice whose order was cancelled: it prints as cancelled' }) cancelled: boolean;
  @Field({ description: 'The document as one HTML document (A4), as it was issued, every value escaped' }) html: string;
}

export const toGstDocumentView = ({ doc, body, invoiceNumber }: PeriodDocument, upper = false): RestGstDocument => ({
  kind: upper ? doc.kind.toUpperCase() : doc.kind,
  number: doc.number!,
  issuedAt: doc.issuedAt.toISOString(),
  orderNumber: body.orderNumber,
  invoiceNumber,
  buyerName: body.buyer.name,
  placeOfSupply: doc.placeOfSupply,
  taxableValue: toRupees(doc.taxablePaise),
  cgst: toRupees(doc.cgstPaise),
  sgst: toRupees(doc.sgstPaise),
  igst: toRupees(doc.igstPaise),
  total: toRupees(doc.totalPaise),
  cancelled: doc.cancelledAt !== null,
});
