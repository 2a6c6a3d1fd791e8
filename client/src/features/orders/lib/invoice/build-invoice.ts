import type { Seller } from '../../../../config/seller';
import type { OrderFieldsFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { paymentLabel } from '../../../../config/payment-methods';
import { amountInWords } from './amount-in-words';
import { gstSplit } from './gst';
import { INVOICE_CSS } from './invoice-styles';

export type InvoiceOrder = Pick<OrderFieldsFragment,
  'orderNumber' | 'createdAt' | 'paymentMethod' | 'items' | 'subtotal' | 'shipping' | 'tax' | 'codCharge' | 'total' | 'contact' | 'shippingAddress'>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value from the order is escaped: a product or street name can never become markup. */
export const escapeHtml = (v: unknown): string => String(v ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

export const invoiceNumber = (orderNumber: string): string => `INV-${orderNumber.replace(/^SQU-/, '')}`;

const lines = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).map(escapeHtml).join('<br>');

function party(title: string, o: InvoiceOrder, withContact: boolean): string {
  const a = o.shippingAddress;
  const name = `${o.contact.firstName} ${o.contact.lastName}`;
  const place = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const contact = withContact ? `<br>Phone: ${escapeHtml(o.contact.phone)}<br>Email: ${escapeHtml(o.contact.email)}` : '';
  return `<div class="party"><div class="label">${title}</div><strong>${escapeHtml(name)}</strong><br>${lines(a.addressLine1, place, a.country)}${contact}</div>`;
}

function taxRows(o: InvoiceOrder, seller: Seller): string {
  const split = gstSplit(o.tax, o.shippingAddress.state, seller.state);
  const row = (label: string, value: number) => `<tr><td>${label}</td><td>${formatMoney(value)}</td></tr>`;
  return split.kind === 'intra' ? row('CGST @ 9%', split.cgst) + row('SGST @ 9%', split.sgst) : row('IGST @ 18%', split.igst);
}

/** A complete, printable GST tax invoice (A4) for one order, as one HTML document. */
export function buildInvoiceHtml(o: InvoiceOrder, seller: Seller): string {
  const number = invoiceNumber(o.orderNumber);
  const date = formatDate(o.createdAt);
  const items = o.items.map((i, n) => `<tr><td>${n + 1}</td><td>${escapeHtml(i.productName)}<br><small>Product ID: SQU-${escapeHtml(i.productId)}</small></td><td>${escapeHtml(i.size)}</td><td class="num">${i.quantity}</td><td class="num">${formatMoney(i.unitPrice)}</td><td class="num">${formatMoney(i.lineTotal)}</td></tr>`).join('');
  const cod = o.codCharge > 0 ? `<tr><td>COD charge</td><td>${formatMoney(o.codCharge)}</td></tr>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tax Invoice ${escapeHtml(number)} | SQU</title><style>${INVOICE_CSS}</style></head><body><main class="sheet">
<header class="head"><div><div class="brand">SQU<span>.</span></div><div class="seller"><strong>${escapeHtml(seller.name)}</strong><br>${lines(...seller.addressLines)}<br>GSTIN: <strong>${escapeHtml(seller.gstin)}</strong><br>${escapeHtml(seller.email)} · ${escapeHtml(seller.phone)}</div></div>
<div class="meta"><h1>Tax Invoice</h1><table>
<tr><td>Invoice No.</td><td><strong>${escapeHtml(number)}</strong></td></tr><tr><td>Invoice Date</td><td>${date}</td></tr>
<tr><td>Order No.</td><td>${escapeHtml(o.orderNumber)}</td></tr><tr><td>Order Date</td><td>${date}</td></tr>
<tr><td>Payment</td><td>${escapeHtml(paymentLabel(o.paymentMethod))}</td></tr><tr><td>Place of Supply</td><td>${escapeHtml(o.shippingAddress.state)}</td></tr>
</table></div></header>
<section class="parties">${party('Bill To', o, true)}${party('Ship To', o, false)}</section>
<table class="lines"><thead><tr><th>#</th><th>Item</th><th>Size</th><th class="num">Qty</th><th class="num">Rate</th><th class="num">Amount</th></tr></thead><tbody>${items}</tbody></table>
<section class="summary"><div class="words"><div class="label">Amount in words</div><p>${amountInWords(o.total)}</p></div>
<table class="totals"><tr><td>Subtotal (taxable value)</td><td>${formatMoney(o.subtotal)}</td></tr>${taxRows(o, seller)}
<tr><td>Shipping</td><td>${o.shipping > 0 ? formatMoney(o.shipping) : 'Free'}</td></tr>${cod}
<tr class="grand"><td>Total</td><td>${formatMoney(o.total)}</td></tr></table></section>
<footer class="foot"><p>This is a computer-generated invoice and does not need a signature.<br>Goods once sold are subject to our 30-day return policy.</p>
<div class="sign">For ${escapeHtml(seller.name)}<div class="line">Authorised Signatory</div></div></footer>
</main></body></html>`;
}
