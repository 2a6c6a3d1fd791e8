import { Inject, Injectable } from '@nestjs/common';
import { Between, type EntityManager, In, IsNull, Not } from 'typeorm';
import { badInput, conflict, notFound } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import type { Paise } from '../pricing/money.js';
import { type DocumentBody, type DocumentLine, documentHtml, INDIA_DATE, invoiceBody, type PrintedDocument, type Sale, sumOf, taxesByRate } from './document.js';
import { GstDocumentEntity } from './gst-document.entity.js';
import { InvoiceNumberer, type Numbers } from './invoice-numberer.js';
import type { PeriodDocument } from './gstr1.js';
import { type DocumentKind, financialYearOf } from './series.js';
import { insertRows, type RowsOf } from '../database/insert-rows.js';

/** An order's invoice as its read-back shows it. */
export interface InvoiceMark {
  number: string | null;
  cancelled: boolean;
}

/** A document to show or print: its number and the whole HTML document. */
export interface DocumentView {
  number: string;
  kind: 'invoice' | 'credit_note';
  cancelled: boolean;
  html: string;
}

/** What a credit note gives back: invoice lines (by their place on it, from 1) and quantities, and/or an amount (paise) beyond them (a share of charges, a goodwill refund). */
export interface CreditNoteRequest {
  orderId: string;
  lines?: { lineNo: number; quantity: number }[];
  /** An amount, tax included, credited in the invoice's own proportions of taxable value, GST and charges. */
  amountPaise?: Paise;
  /** The refund it documents (unique: the same refund never gets two credit notes). */
  refundRef: string;
  reason: string;
}

const bodyOf = (d: GstDocumentEntity): DocumentBody => JSON.parse(d.body) as DocumentBody;

/**
 * GST documents (DECISIONS 15, issue 58): tax invoices issued with the sale, credit notes with
 * refunds, each series numbered after the commit (InvoiceNumberer). The only writer of
 * gst_documents; orders tells it of sales and cancellations in their own transactions.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly numberer: InvoiceNumberer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * In the sale's transaction: the order's tax invoice, without its number yet (numberSoon gives
   * it after the commit); answers its id (null when the order had one already). Once per order:
   * the order is looked up first.
   */
  async issueInvoice(m: EntityManager, sale: Sale, at: Date): Promise<string | null> {
    if (await m.getRepository(GstDocumentEntity).exists({ where: { invoiceOrderId: sale.orderId } })) return null;
    const { id, rows } = this.invoiceRows(sale, at);
    await insertRows(m, ...rows);
    return id;
  }

  /**
   * An order's tax invoice, without its number yet, as the rows to insert in the sale's
   * transaction: issueInvoice's (a capture), or the order's own statement for an order placed with
   * its sale made (Cash on Delivery: the order is new, it has none yet). Numbered after the
   * commit, as every document (numberSoon).
   */
  invoiceRows(sale: Sale, at: Date): { id: string; rows: RowsOf<GstDocumentEntity> } {
    const row = this.row('invoice', sale.orderId, invoiceBody(sale, this.config.seller), at, { invoiceOrderId: sale.orderId });
    return { id: row.id, rows: [GstDocumentEntity, [row]] };
  }

  /**
   * After a commit that issued documents: numbers them, and answers once they are, with the
   * numbers that run gave by document id (a failure is retried by the numberer's timer).
   */
  numberSoon(): Promise<Numbers> {
    return this.numberer.numberNow();
  }

  /** In the cancellation's transaction: the order's invoice (if any) is marked cancelled; it keeps its number. */
  async cancelInvoice(m: EntityManager, orderId: string, at: Date): Promise<void> {
    await m.getRepository(GstDocumentEntity).update({ invoiceOrderId: orderId, cancelledAt: IsNull() }, { cancelledAt: at });
  }

  /** The invoices of the given orders (one query): number (null while it is being given) and whether it is cancelled. */
  async invoicesOf(m: EntityManager, orderIds: string[]): Promise<Map<string, InvoiceMark>> {
    if (!orderIds.length) return new Map();
    const rows = await m.getRepository(GstDocumentEntity).find({ select: { invoiceOrderId: true, number: true, cancelledAt: true }, where: { invoiceOrderId: In(orderIds) } });
    return new Map(rows.map((r) => [r.invoiceOrderId!, { number: r.number, cancelled: r.cancelledAt !== null }]));
  }

  /** An order's tax invoice to print; null when it has none (not paid). Waits for its number when it was issued a moment ago. */
  async invoiceOfOrder(orderId: string): Promise<DocumentView | null> {
    const doc = await this.numbered({ invoiceOrderId: orderId });
    return doc && this.view(doc);
  }

  /** A document by its number, to print. */
  async documentByNumber(number: string): Promise<DocumentView> {
    const doc = await this.db.manager.getRepository(GstDocumentEntity).findOneBy({ number });
    if (!doc) throw notFound(`No GST document is numbered ${number}`);
    return this.view(doc);
  }

  /** The credit notes of an order, oldest first. */
  async creditNotesOf(orderId: string): Promise<DocumentView[]> {
    await this.numberSoon();
    const docs = await this.db.manager.getRepository(GstDocumentEntity).find({ where: { orderId, kind: 'credit_note', number: Not(IsNull()) }, order: { issuedAt: 'ASC', id: 'ASC' } });
    return Promise.all(docs.map((d) => this.view(d)));
  }

  /**
   * A credit note against the order's tax invoice (returns call this when they refund; staff
   * refunds through payments' port): the lines and quantities given back, at the invoice's
   * prices and rates, and/or an amount in the invoice's proportions. Never more than the invoice
   * less its earlier credit notes (CONFLICT); the same refund reference answers the note made
   * for it. In `m`'s transaction when given (then call numberSoon after its commit), else in its
   * own, numbered before it answers.
   */
  async issueCreditNote(req: CreditNoteRequest, m?: EntityManager): Promise<{ id: string; number: string | null; totalPaise: Paise }>;
  /** `ifInvoiced`: null, not CONFLICT, for an order without an invoice (an online order paid before invoices were issued). */
  async issueCreditNote(req: CreditNoteRequest, m: EntityManager, options: { ifInvoiced: true }): Promise<{ id: string; number: string | null; totalPaise: Paise } | null>;
  async issueCreditNote(req: CreditNoteRequest, m?: EntityManager, options: { ifInvoiced?: boolean } = {}): Promise<{ id: string; number: string | null; totalPaise: Paise } | null> {
    if (!req.refundRef?.trim() || req.refundRef.length > 140) throw badInput('A credit note needs the refund reference it documents (up to 140 characters)', [{ field: 'refundRef', message: 'Required, up to 140 characters' }]);
    if (!req.reason?.trim()) throw badInput('A credit note needs a reason', [{ field: 'reason', message: 'Required' }]);
    if (!req.lines?.length && !req.amountPaise) throw badInput('A credit note gives back lines or an amount', [{ field: 'lines', message: 'Name lines and quantities, or an amount' }]);
    const work = async (t: EntityManager) => {
      const docs = t.getRepository(GstDocumentEntity);
      const same = await docs.findOneBy({ refundRef: req.refundRef });
      if (same) {
        if (same.orderId !== req.orderId) throw conflict(`Refund reference ${req.refundRef} already has a credit note for another order`);
        return same;
      }
      const invoice = await docs.findOneBy({ invoiceOrderId: req.orderId });
      if (!invoice && options.ifInvoiced) return null;
      if (!invoice) throw conflict('The order has no tax invoice: there is nothing to credit');
      const earlier = await docs.find({ where: { orderId: req.orderId, kind: 'credit_note' } });
      const body = creditBody(bodyOf(invoice), invoice, earlier.map(bodyOf), req);
      const row = this.row('credit_note', req.orderId, body, new Date(), { invoiceId: invoice.id, refundRef: req.refundRef });
      await docs.insert(row);
      return row;
    };
    let made: GstDocumentEntity | null;
    try {
      made = m ? await work(m) : await this.db.transactionInLine(work);
    } catch (error) {
      // The same refund's note made at the same moment elsewhere: its note is the answer.
      if (m || !isUniqueViolation(error)) throw error;
      made = await this.db.transactionInLine(work);
    }
    if (!made) return null;
    if (!m && made.number === null) {
      await this.numberSoon();
      made = (await this.db.manager.getRepository(GstDocumentEntity).findOneByOrFail({ id: made.id }));
    }
    return { id: made.id, number: made.number, totalPaise: made.totalPaise };
  }

  /**
   * The documents issued in a period (India's dates, inclusive), numbered, in series order
   * (invoices, then credit notes): for the admin's list and GSTR-1 export. Only one kind when
   * `kind` is given; one page of them when `page` is (else all), with how many there are in all.
   */
  async documentsOf(from: string, to: string, options: { kind?: DocumentKind | null; page?: { page: number; pageSize: number } } = {}): Promise<{ items: PeriodDocument[]; total: number }> {
    const range = periodOf(from, to);
    await this.numberSoon();
    const repo = this.db.manager.getRepository(GstDocumentEntity);
    const where = { issuedAt: Between(range.from, range.to), number: Not(IsNull()), ...(options.kind ? { kind: options.kind } : {}) };
    const order = { kind: 'DESC', financialYear: 'ASC', seq: 'ASC' } as const;
    const { page } = options;
    const [docs, total] = page
      ? await repo.findAndCount({ where, order, skip: (page.page - 1) * page.pageSize, take: page.pageSize })
      : await repo.find({ where, order }).then((all) => [all, all.length] as const);
    const invoiceIds = [...new Set(docs.map((d) => d.invoiceId).filter((id): id is string => !!id))];
    const invoices = invoiceIds.length ? await repo.find({ select: { id: true, number: true }, where: { id: In(invoiceIds) } }) : [];
    const numberOf = new Map(invoices.map((i) => [i.id, i.number]));
    return { items: docs.map((doc) => ({ doc, body: bodyOf(doc), invoiceNumber: doc.invoiceId ? (numberOf.get(doc.invoiceId) ?? null) : null })), total };
  }

  private row(kind: 'invoice' | 'credit_note', orderId: string, body: DocumentBody, at: Date, extra: Partial<GstDocumentEntity>): GstDocumentEntity {
    return Object.assign(new GstDocumentEntity(), {
      id: timeOrderedId(at.getTime()),
      kind,
      number: null,
      financialYear: financialYearOf(at),
      seq: null,
      orderId,
      invoiceOrderId: null,
      invoiceId: null,
      refundRef: null,
      issuedAt: at,
      numberedAt: null,
      cancelledAt: null,
      placeOfSupply: body.placeOfSupply.slice(0, 100),
      taxablePaise: body.taxablePaise,
      cgstPaise: sumOf(body.taxes, 'cgstPaise'),
      sgstPaise: sumOf(body.taxes, 'sgstPaise'),
      igstPaise: sumOf(body.taxes, 'igstPaise'),
      totalPaise: body.totalPaise,
      body: JSON.stringify(body),
      ...extra,
    } satisfies GstDocumentEntity);
  }

  /** A document once numbered: issued a moment ago, it waits for the numbering run after its commit. */
  private async numbered(where: { invoiceOrderId: string }): Promise<GstDocumentEntity | null> {
    const docs = this.db.manager.getRepository(GstDocumentEntity);
    let doc = await docs.findOneBy(where);
    if (doc && doc.number === null) {
      await this.numberSoon();
      doc = await docs.findOneBy(where);
      if (doc?.number === null) throw conflict('The invoice is being numbered; please try again in a moment');
    }
    return doc;
  }

  private async view(doc: GstDocumentEntity): Promise<DocumentView> {
    const body = bodyOf(doc);
    if (doc.kind === 'credit_note' && doc.invoiceId && body.creditNote) {
      body.creditNote.invoiceNumber = (await this.db.manager.getRepository(GstDocumentEntity).findOneBy({ id: doc.invoiceId }))?.number ?? null;
    }
    const printed: PrintedDocument = { kind: doc.kind, number: doc.number!, issuedAt: doc.issuedAt, cancelledAt: doc.cancelledAt, body };
    return { number: doc.number!, kind: doc.kind, cancelled: doc.cancelledAt !== null, html: documentHtml(printed) };
  }
}

/** A period of India's dates (YYYY-MM-DD, inclusive) as instants; at most 366 days. */
export function periodOf(from: string, to: string): { from: Date; to: Date } {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const start = new Date(`${from}T00:00:00.000+05:30`);
  const end = new Date(`${to}T23:59:59.999+05:30`);
  const errors = [
    ...(!day.test(from) || Number.isNaN(start.getTime()) ? [{ field: 'from', message: 'A date as YYYY-MM-DD' }] : []),
    ...(!day.test(to) || Number.isNaN(end.getTime()) ? [{ field: 'to', message: 'A date as YYYY-MM-DD' }] : []),
  ];
  if (!errors.length && end < start) errors.push({ field: 'to', message: 'The period ends before it starts' });
  if (!errors.length && end.getTime() - start.getTime() > 366 * 86_400_000) errors.push({ field: 'to', message: 'A period of at most 366 days' });
  if (errors.length) throw badInput(errors[0].message, errors);
  return { from: start, to: end };
}

/**
 * A credit note's content: lines given back at the invoice's prices and rates (tax in proportion
 * to the quantity, rounded), and/or an amount in the invoice's proportions; refused beyond
 * what the invoice and its earlier notes leave.
 */
export function creditBody(invoice: DocumentBody, invoiceRow: Pick<GstDocumentEntity, 'number' | 'issuedAt'>, earlier: DocumentBody[], req: CreditNoteRequest): DocumentBody {
  // The whole invoice's amount, nothing credited before (a paid order cancelled): its lines as invoiced, quantities and all.
  if (!req.lines?.length && req.amountPaise === invoice.totalPaise && !earlier.length) {
    return { ...invoice, creditNote: { reason: req.reason.trim().slice(0, 200), refundRef: req.refundRef, invoiceNumber: invoiceRow.number, invoiceDate: INDIA_DATE.format(invoiceRow.issuedAt) } };
  }
  const lines: DocumentLine[] = [];
  for (const [i, want] of (req.lines ?? []).entries()) {
    const line = invoice.lines[want.lineNo - 1];
    if (!line) throw badInput(`The invoice has no line ${want.lineNo}`, [{ field: `lines[${i}].lineNo`, message: `From 1 to ${invoice.lines.length}` }]);
    if (!Number.isInteger(want.quantity) || want.quantity < 1) throw badInput('A quantity is a whole number from 1', [{ field: `lines[${i}].quantity`, message: 'A whole number from 1' }]);
    const credited = earlier.flatMap((e) => e.lines).filter((l) => l.productId === line.productId && l.size === line.size).reduce((n, l) => n + l.quantity, 0);
    if (credited + want.quantity > line.quantity) throw conflict(`Only ${line.quantity - credited} of ${line.name} (${line.size}) are left to credit`, [{ field: `lines[${i}].quantity`, message: 'More than the invoice leaves' }]);
    // At the invoice's own values per unit: a line an offer discounted is credited at its taxable value.
    lines.push({ ...line, quantity: want.quantity, discountPaise: Math.round(((line.discountPaise ?? 0) * want.quantity) / line.quantity), taxablePaise: Math.round((line.taxablePaise * want.quantity) / line.quantity), taxPaise: Math.round((line.taxPaise * want.quantity) / line.quantity) });
  }
  let shipping = 0;
  let cod = 0;
  if (req.amountPaise) {
    if (!Number.isSafeInteger(req.amountPaise) || req.amountPaise < 1) throw badInput('An amount is a whole number of paise from 1', [{ field: 'amountPaise', message: 'A whole number of paise from 1' }]);
    // In the invoice's proportions: its lines' value and tax, its charges.
    const share = req.amountPaise / invoice.totalPaise;
    const part = invoice.lines.map((l) => ({ ...l, quantity: 0, taxablePaise: Math.round(l.taxablePaise * share), taxPaise: Math.round(l.taxPaise * share) }));
    shipping = Math.round(invoice.shippingPaise * share);
    cod = Math.round(invoice.codChargePaise * share);
    // Rounding's paise go to the first line's value, so the parts add up to the amount exactly.
    const drift = req.amountPaise - part.reduce((s, l) => s + l.taxablePaise + l.taxPaise, 0) - shipping - cod;
    if (part.length) part[0].taxablePaise += drift;
    lines.push(...part.filter((l) => l.taxablePaise || l.taxPaise));
  }
  const total = lines.reduce((s, l) => s + l.taxablePaise + l.taxPaise, 0) + shipping + cod;
  const before = earlier.reduce((s, e) => s + e.totalPaise, 0);
  if (before + total > invoice.totalPaise) throw conflict(`The invoice leaves ₹${((invoice.totalPaise - before) / 100).toFixed(2)} to credit, not ₹${(total / 100).toFixed(2)}`);
  return {
    ...invoice,
    lines,
    taxes: taxesByRate(lines, invoice.supply),
    taxablePaise: lines.reduce((s, l) => s + l.taxablePaise, 0),
    shippingPaise: shipping,
    codChargePaise: cod,
    totalPaise: total,
    creditNote: { reason: req.reason.trim().slice(0, 200), refundRef: req.refundRef, invoiceNumber: invoiceRow.number, invoiceDate: INDIA_DATE.format(invoiceRow.issuedAt) },
  };
}
