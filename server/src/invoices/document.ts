import { escapeHtml } from '../common/html.js';
import type { SellerConfig } from '../config/config.js';
import { FALLBACK_HSN, lineTaxes, pct, ratedStoredLines } from '../pricing/gst-rates.js';
import { formatRupees, type Paise } from '../pricing/money.js';
import { amountInWords } from './amount-in-words.js';
import { DOCUMENT_CSS } from './document-styles.js';
import { stateCodeOf } from '../config/gstin.js';

/** A sale as orders tells it when it is made (at placement for COD, at capture for online orders). */
export interface Sale {
  orderId: string;
  orderNumber: string;
  placedAt: Date;
  /** How it was paid, as the shopper reads it ('Cash on Delivery', 'UPI'). */
  paymentLabel: string;
  buyer: { name: string; addressLine1: string; city: string; state: string; postalCode: string; country: string; phone: string; email: string };
  /** The delivery's state (DeliveryService.placeOfSupply). */
  placeOfSupply: string;
  /** Each line with its share of an offer's discount (0 without a code): its taxable value is lineTotalPaise - discountPaise. */
  lines: { productId: string; productName: string; size: string; quantity: number; unitPricePaise: Paise; lineTotalPaise: Paise; discountPaise: Paise; hsn: string | null; gstRateBp: number | null }[];
  /** The offer's code, when the order used one. */
  couponCode: string | null;
  taxPaise: Paise;
  shippingPaise: Paise;
  codChargePaise: Paise;
  totalPaise: Paise;
}

export interface DocumentLine {
  productId: string;
  name: string;
  size: string;
  hsn: string;
  quantity: number;
  unitPaise: Paise;
  /** Its share of an offer's discount (absent on documents made before offers: 0). */
  discountPaise?: Paise;
  taxablePaise: Paise;
  ratePercent: number;
  taxPaise: Paise;
}

/** GST of one rate: CGST + SGST (half the rate each) within the seller's state, IGST otherwise. */
export interface RateTax {
  ratePercent: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/** A document's content as issued, kept whole (gst_documents.body). */
export interface DocumentBody {
  seller: SellerConfig;
  orderNumber: string;
  orderPlacedAt: string;
  paymentLabel: string;
  buyer: Sale['buyer'];
  placeOfSupply: string;
  placeOfSupplyCode: string | null;
  supply: 'intra' | 'inter';
  lines: DocumentLine[];
  /** The offer's code whose discount the lines carry (absent without one). */
  couponCode?: string | null;
  taxes: RateTax[];
  taxablePaise: Paise;
  /** Charges outside GST's lines (the spec taxes the subtotal only): shipping and the COD charge; on a credit note, what it gives back of them. */
  shippingPaise: Paise;
  codChargePaise: Paise;
  totalPaise: Paise;
  /** A credit note's: why, the refund it documents, and the invoice it reduces. */
  creditNote?: { reason: string; refundRef: string; invoiceNumber: string | null; invoiceDate: string };
}

const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Intra-state when goods go to the seller's own state. */
export const supplyOf = (placeOfSupply: string, seller: SellerConfig): 'intra' | 'inter' =>
  norm(placeOfSupply) && norm(placeOfSupply) === norm(seller.state) ? 'intra' : 'inter';

/** The tax of each rate, split as the supply is: an odd paisa of CGST + SGST goes to CGST. */
export function taxesByRate(lines: Pick<DocumentLine, 'ratePercent' | 'taxPaise'>[], supply: 'intra' | 'inter'): RateTax[] {
  const byRate = new Map<number, Paise>();
  for (const l of lines) byRate.set(l.ratePercent, (byRate.get(l.ratePercent) ?? 0) + l.taxPaise);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, tax]) => {
      const cgst = supply === 'intra' ? Math.ceil(tax / 2) : 0;
      return { ratePercent, cgstPaise: cgst, sgstPaise: supply === 'intra' ? tax - cgst : 0, igstPaise: supply === 'inter' ? tax : 0 };
    });
}

export const sumOf = (taxes: RateTax[], k: 'cgstPaise' | 'sgstPaise' | 'igstPaise') => taxes.reduce((s, t) => s + t[k], 0);

/** The tax invoice's content for a sale: each line with its HSN code, rate and tax (adding up to the order's tax). */
export function invoiceBody(sale: Sale, seller: SellerConfig): DocumentBody {
  // Tax is on each line's taxable value: its amount less its share of the discount.
  const rated = ratedStoredLines(sale.lines);
  const taxes = lineTaxes(rated);
  const lines: DocumentLine[] = sale.lines.map((l, i) => ({
    productId: l.productId,
    name: l.productName,
    size: l.size,
    hsn: l.hsn ?? FALLBACK_HSN,
    quantity: l.quantity,
    unitPaise: l.unitPricePaise,
    discountPaise: l.discountPaise,
    taxablePaise: l.lineTotalPaise - l.discountPaise,
    ratePercent: rated[i].ratePercent,
    taxPaise: taxes[i],
  }));
  const supply = supplyOf(sale.placeOfSupply, seller);
  return {
    seller,
    orderNumber: sale.orderNumber,
    orderPlacedAt: sale.placedAt.toISOString(),
    paymentLabel: sale.paymentLabel,
    buyer: sale.buyer,
    placeOfSupply: sale.placeOfSupply,
    placeOfSupplyCode: stateCodeOf(sale.placeOfSupply),
    supply,
    lines,
    couponCode: sale.couponCode,
    taxes: taxesByRate(lines, supply),
    taxablePaise: lines.reduce((s, l) => s + l.taxablePaise, 0),
    shippingPaise: sale.shippingPaise,
    codChargePaise: sale.codChargePaise,
    totalPaise: sale.totalPaise,
  };
}

/** A stored document as it prints. */
export interface PrintedDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  cancelledAt: Date | null;
  body: DocumentBody;
}

/** A date as shoppers in India read it, in India's time: '22 Nov 2026'. */
export const INDIA_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const lines = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).map(escapeHtml).join('<br>');

function party(title: string, b: Sale['buyer'], withContact: boolean): string {
  const place = [b.city, [b.state, b.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const contact = withContact ? `<br>Phone: ${escapeHtml(b.phone)}<br>Email: ${escapeHtml(b.email)}` : '';
  return `<div class="party"><div class="label">${title}</div><strong>${escapeHtml(b.name)}</strong><br>${lines(b.addressLine1, place, b.country)}${contact}</div>`;
}

function taxRows(taxes: RateTax[], supply: 'intra' | 'inter'): string {
  const row = (label: string, paise: number) => `<tr><td>${label}</td><td>${formatRupees(paise)}</td></tr>`;
  return taxes
    .map((t) => (supply === 'intra' ? row(`CGST @ ${pct(t.ratePercent / 2)}`, t.cgstPaise) + row(`SGST @ ${pct(t.ratePercent / 2)}`, t.sgstPaise) : row(`IGST @ ${pct(t.ratePercent)}`, t.igstPaise)))
    .join('');
}

/** A complete, printable GST document (A4): a tax invoice, or a credit note against one. */
export function documentHtml(doc: PrintedDocument): string {
  const b = doc.body;
  const s = b.seller;
  const credit = doc.kind === 'credit_note';
  const title = credit ? 'Credit Note' : 'Tax Invoice';
  const cancelled = !credit && doc.cancelledAt !== null;
  const pos = `${escapeHtml(b.placeOfSupply)}${b.placeOfSupplyCode ? ` (${b.placeOfSupplyCode})` : ''}`;
  // With an offer's code, each line shows its amount, its share of the discount and its taxable value.
  const discounted = b.lines.some((l) => (l.discountPaise ?? 0) > 0);
  const rows = b.lines
    .map(
      (l, n) =>
        `<tr><td>${n + 1}</td><td>${escapeHtml(l.name)}<br><small>Product ID: SQU-${escapeHtml(l.productId)} · Size ${escapeHtml(l.size)}</small></td><td>${escapeHtml(l.hsn)}</td><td class="num">${l.quantity}</td><td class="num">${formatRupees(l.unitPaise)}</td>${discounted ? `<td class="num">${formatRupees(l.unitPaise * l.quantity)}</td><td class="num">${l.discountPaise ? `−${formatRupees(l.discountPaise)}` : '—'}</td>` : ''}<td class="num">${formatRupees(l.taxablePaise)}</td><td class="num">${pct(l.ratePercent)}</td><td class="num">${formatRupees(l.taxPaise)}</td></tr>`,
    )
    .join('');
  const meta = [
    [`${credit ? 'Credit Note' : 'Invoice'} No.`, `<strong>${escapeHtml(doc.number)}</strong>`],
    [`${credit ? 'Credit Note' : 'Invoice'} Date`, INDIA_DATE.format(doc.issuedAt)],
    ...(credit ? [['Against Invoice', `${escapeHtml(b.creditNote?.invoiceNumber ?? '')} of ${escapeHtml(b.creditNote?.invoiceDate ?? '')}`]] : []),
    ['Order No.', escapeHtml(b.orderNumber)],
    ['Order Date', INDIA_DATE.format(new Date(b.orderPlacedAt))],
    ['Payment', escapeHtml(b.paymentLabel)],
    ['Place of Supply', pos],
  ]
    .map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`)
    .join('');
  const extra = (label: string, paise: number) => (paise > 0 ? `<tr><td>${label}</td><td>${formatRupees(paise)}</td></tr>` : '');
  const note = credit
    ? `<p class="notice">Reason: ${escapeHtml(b.creditNote?.reason)} · Refund reference: ${escapeHtml(b.creditNote?.refundRef)}</p>`
    : cancelled
      ? `<p class="notice cancelled">CANCELLED on ${INDIA_DATE.format(doc.cancelledAt!)}: the order was cancelled. This invoice keeps its number in the series and is not payable.</p>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} ${escapeHtml(doc.number)}${cancelled ? ' (cancelled)' : ''} | SQU</title><style>${DOCUMENT_CSS}</style></head><body><main class="sheet${cancelled ? ' is-cancelled' : ''}">
<header class="head"><div><div class="brand">SQU<span>.</span></div><div class="seller"><strong>${escapeHtml(s.name)}</strong><br>${lines(...s.addressLines)}<br>GSTIN: <strong>${escapeHtml(s.gstin)}</strong> · State: ${escapeHtml(s.state)} (${escapeHtml(s.stateCode)})<br>${escapeHtml(s.email)} · ${escapeHtml(s.phone)}</div></div>
<div class="meta"><h1>${title}${cancelled ? ' <span class="stamp">Cancelled</span>' : ''}</h1><table>${meta}</table></div></header>
${note}<section class="parties">${party('Bill To', b.buyer, true)}${party('Ship To', b.buyer, false)}</section>
<div class="lines-box" role="region" aria-label="${credit ? 'Credited lines' : 'Invoice lines'}" tabindex="0"><table class="lines"><thead><tr><th>#</th><th>Item</th><th>HSN</th><th class="num">Qty</th><th class="num">Rate</th>${discounted ? `<th class="num">Amount</th><th class="num">Discount${b.couponCode ? ` (${escapeHtml(b.couponCode)})` : ''}</th>` : ''}<th class="num">Taxable value</th><th class="num">GST</th><th class="num">Tax</th></tr></thead><tbody>${rows}</tbody></table></div>
<section class="summary"><div class="words"><div class="label">Amount in words</div><p>${amountInWords(b.totalPaise)}</p></div>
<table class="totals"><tr><td>Taxable value</td><td>${formatRupees(b.taxablePaise)}</td></tr>${taxRows(b.taxes, b.supply)}
${credit ? extra('Shipping', b.shippingPaise) : `<tr><td>Shipping</td><td>${b.shippingPaise > 0 ? formatRupees(b.shippingPaise) : 'Free'}</td></tr>`}${extra('COD charge', b.codChargePaise)}
<tr class="grand"><td>${credit ? 'Total credited' : 'Total'}</td><td>${formatRupees(b.totalPaise)}</td></tr></table></section>
<footer class="foot"><p>This is a computer-generated ${credit ? 'credit note' : 'invoice'} and does not need a signature.${credit ? '' : '<br>Goods once sold are subject to our returns policy: each item\'s window is on its product page and in Returns &amp; Exchanges.'}</p>
<div class="sign">For ${escapeHtml(s.name)}<div class="line">Authorised Signatory</div></div></footer>
</main></body></html>`;
}
