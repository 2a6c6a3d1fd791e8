import { escapeHtml } from '../../common/html.js';
import { formatRupees } from '../../pricing/money.js';
import { PAYMENT_METHOD_LABEL } from '../payment-methods.js';
import type { OrderRows } from '../order.view.js';
import { amountInWords } from './amount-in-words.js';
import { gstSplit } from './gst.js';
import { INVOICE_CSS } from './invoice-styles.js';
import type { Seller } from './seller.js';

/** The invoice's number, after its order's: 'INV-20261122-4F7K2Q9A' for 'SQU-20261122-4F7K2Q9A'. */
export const invoiceNumber = (orderNumber: string): string => `INV-${orderNumber.replace(/^SQU-/, '')}`;

/** What `orderInvoice` answers: the invoice's number and the document to show or print. */
/** `placeOfSupply`: the delivery's state as the pincode directory names it (DeliveryService.placeOfSupply), the shipping address's state by default. */
export const toInvoiceView = (placed: OrderRows, seller: Seller, placeOfSupply = placed.order.shipState) => ({
  number: invoiceNumber(placed.order.orderNumber),
  html: taxInvoiceHtml(placed, seller, placeOfSupply),
});
export type InvoiceView = ReturnType<typeof toInvoiceView>;

/** A date as shoppers in India read it, in India's time: '22 Nov 2026'. */
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const lines = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).map(escapeHtml).join('<br>');

function party(title: string, o: OrderRows['order'], withContact: boolean): string {
  const name = `${o.contactFirstName} ${o.contactLastName}`;
  const place = [o.shipCity, [o.shipState, o.shipPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const contact = withContact ? `<br>Phone: ${escapeHtml(o.contactPhone)}<br>Email: ${escapeHtml(o.contactEmail)}` : '';
  return `<div class="party"><div class="label">${title}</div><strong>${escapeHtml(name)}</strong><br>${lines(o.shipAddressLine1, place, o.shipCountry)}${contact}</div>`;
}

function taxRows(o: OrderRows['order'], seller: Seller, placeOfSupply: string): string {
  const split = gstSplit(o.taxPaise, placeOfSupply, seller.state);
  const row = (label: string, paise: number) => `<tr><td>${label}</td><td>${formatRupees(paise)}</td></tr>`;
  return split.kind === 'intra' ? row('CGST @ 9%', split.cgst) + row('SGST @ 9%', split.sgst) : row('IGST @ 18%', split.igst);
}

/** A complete, printable GST tax invoice (A4) for one order, as one HTML document. */
export function taxInvoiceHtml({ order: o, items }: OrderRows, seller: Seller, placeOfSupply = o.shipState): string {
  const number = invoiceNumber(o.orderNumber);
  const date = DATE.format(o.createdAt);
  // With an offer's code, each line shows its share of the discount and its taxable value.
  const discounted = o.discountPaise > 0;
  const lineAmounts = (i: OrderRows['items'][number]) =>
    discounted ? `<td class="num">${formatRupees(i.lineTotalPaise)}</td><td class="num">−${formatRupees(i.discountPaise)}</td><td class="num">${formatRupees(i.lineTotalPaise - i.discountPaise)}</td>` : `<td class="num">${formatRupees(i.lineTotalPaise)}</td>`;
  const rows = items.map((i, n) => `<tr><td>${n + 1}</td><td>${escapeHtml(i.productName)}<br><small>Product ID: SQU-${escapeHtml(i.productId)}</small></td><td>${escapeHtml(i.size)}</td><td class="num">${i.quantity}</td><td class="num">${formatRupees(i.unitPricePaise)}</td>${lineAmounts(i)}</tr>`).join('');
  const subtotal = discounted
    ? `<tr><td>Subtotal</td><td>${formatRupees(o.subtotalPaise)}</td></tr><tr><td>Discount (${escapeHtml(o.couponCode ?? '')})</td><td>−${formatRupees(o.discountPaise)}</td></tr><tr><td>Taxable value</td><td>${formatRupees(o.subtotalPaise - o.discountPaise)}</td></tr>`
    : `<tr><td>Subtotal (taxable value)</td><td>${formatRupees(o.subtotalPaise)}</td></tr>`;
  const cod = o.codChargePaise > 0 ? `<tr><td>COD charge</td><td>${formatRupees(o.codChargePaise)}</td></tr>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tax Invoice ${escapeHtml(number)} | SQU</title><style>${INVOICE_CSS}</style></head><body><main class="sheet">
<header class="head"><div><div class="brand">SQU<span>.</span></div><div class="seller"><strong>${escapeHtml(seller.name)}</strong><br>${lines(...seller.addressLines)}<br>GSTIN: <strong>${escapeHtml(seller.gstin)}</strong><br>${escapeHtml(seller.email)} · ${escapeHtml(seller.phone)}</div></div>
<div class="meta"><h1>Tax Invoice</h1><table>
<tr><td>Invoice No.</td><td><strong>${escapeHtml(number)}</strong></td></tr><tr><td>Invoice Date</td><td>${date}</td></tr>
<tr><td>Order No.</td><td>${escapeHtml(o.orderNumber)}</td></tr><tr><td>Order Date</td><td>${date}</td></tr>
<tr><td>Payment</td><td>${escapeHtml(PAYMENT_METHOD_LABEL[o.paymentMethod])}</td></tr><tr><td>Place of Supply</td><td>${escapeHtml(placeOfSupply)}</td></tr>
</table></div></header>
<section class="parties">${party('Bill To', o, true)}${party('Ship To', o, false)}</section>
<table class="lines"><thead><tr><th>#</th><th>Item</th><th>Size</th><th class="num">Qty</th><th class="num">Rate</th><th class="num">Amount</th>${discounted ? '<th class="num">Discount</th><th class="num">Taxable value</th>' : ''}</tr></thead><tbody>${rows}</tbody></table>
<section class="summary"><div class="words"><div class="label">Amount in words</div><p>${amountInWords(o.totalPaise)}</p></div>
<table class="totals">${subtotal}${taxRows(o, seller, placeOfSupply)}
<tr><td>Shipping</td><td>${o.shippingPaise > 0 ? formatRupees(o.shippingPaise) : 'Free'}</td></tr>${cod}
<tr class="grand"><td>Total</td><td>${formatRupees(o.totalPaise)}</td></tr></table></section>
<footer class="foot"><p>This is a computer-generated invoice and does not need a signature.<br>Goods once sold are subject to our 30-day return policy.</p>
<div class="sign">For ${escapeHtml(seller.name)}<div class="line">Authorised Signatory</div></div></footer>
</main></body></html>`;
}
