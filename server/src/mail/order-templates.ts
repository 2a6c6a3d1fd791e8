import { pct } from '../pricing/gst-rates.js';
import { formatRupees } from '../pricing/money.js';
import type { RestOrder } from '../orders/rest-order.view.js';
import { type Block, render, type Rendered } from './layout.js';

/** The shop's links a message carries, made from SHOP_URL. */
export interface ShopLinks {
  orders: string;
  product(id: string): string;
}

const rupees = (amount: number) => formatRupees(Math.round(amount * 100));

const itemRows = (o: RestOrder): [string, string][] =>
  o.items.map((i) => [`${i.productName} (${i.sku}) × ${i.quantity}`, rupees(i.totalPrice)]);

function totalRows(o: RestOrder): [string, string][] {
  const rows: [string, string][] = [['Subtotal', rupees(o.subtotal)]];
  if (o.discount) rows.push([`Discount${o.couponCode ? ` (${o.couponCode})` : ''}`, `-${rupees(o.discount)}`]);
  // The server's tax per rate: 'GST (18%)', or one row per rate ('GST (5%)', 'GST (18%)').
  // An event recorded before orders carried taxLines has only the tax.
  if (!o.taxLines) rows.push(['GST', rupees(o.tax)]);
  else for (const t of o.taxLines) rows.push([`GST (${pct(t.ratePercent)})`, rupees(t.tax)]);
  if (o.codCharges) rows.push(['Cash on Delivery charge', rupees(o.codCharges)]);
  rows.push(['Shipping', o.shipping ? rupees(o.shipping) : 'Free'], ['Total', rupees(o.total)]);
  return rows;
}

const address = (o: RestOrder) => [o.shippingAddress.street, o.shippingAddress.city, `${o.shippingAddress.state} ${o.shippingAddress.zipCode}`, o.shippingAddress.country].join(', ');

/** Written out in India's time, as the shop's pages show dates: 'Thu, 3 Dec'. */
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => DAY.format(new Date(iso));

export function orderConfirmation(o: RestOrder, links: ShopLinks): Rendered {
  const payment = o.paymentMethod === 'cod' ? `Cash on Delivery: please keep ${rupees(o.total)} ready at the door.` : null;
  return render(`Your SQU order ${o.orderNumber} is placed`, o.customerInfo.firstName, [
    { p: `Thank you for your order ${o.orderNumber}. Here is what you ordered:` },
    { rows: itemRows(o) },
    { rows: totalRows(o) },
    ...(payment ? [{ p: payment }] : []),
    { p: `It ships to ${address(o)}, arriving by ${day(o.estimatedDelivery)}.` },
    { p: 'Your tax invoice is on your orders page (Download Invoice).' },
    { link: `${links.orders}?order=${encodeURIComponent(o.orderNumber)}`, label: 'Your order and invoice' },
  ]);
}

export function orderShipped(o: RestOrder, links: ShopLinks): Rendered {
  const s = o.shipment;
  const blocks: Block[] = [{ p: `Good news: your order ${o.orderNumber} is on its way${s ? ` with ${s.courierName}` : ''}.` }];
  if (s?.trackingNumber) blocks.push({ rows: [['Tracking number', s.trackingNumber]] });
  if (s?.trackingUrl) blocks.push({ link: s.trackingUrl, label: `Track it with ${s.courierName}` });
  blocks.push({ rows: itemRows(o) }, { p: `It should reach you by ${day(o.estimatedDelivery)}.` }, { link: `${links.orders}?order=${encodeURIComponent(o.orderNumber)}`, label: 'Your orders' });
  return render(`Your SQU order ${o.orderNumber} has shipped`, o.customerInfo.firstName, blocks);
}

export function orderDelivered(o: RestOrder, links: ShopLinks): Rendered {
  return render(`Your SQU order ${o.orderNumber} is delivered`, o.customerInfo.firstName, [
    { p: `Your order ${o.orderNumber} was delivered${o.deliveredAt ? ` on ${day(o.deliveredAt)}` : ''}. We hope you love it.` },
    { rows: itemRows(o) },
    { p: 'Something not right? You can ask for a return or an exchange from your orders page.' },
    { link: `${links.orders}?order=${encodeURIComponent(o.orderNumber)}`, label: 'Your orders' },
  ]);
}

export function orderCancelled(o: RestOrder, links: ShopLinks): Rendered {
  const paidOnline = ['refunded', 'partly_refunded'].includes(o.paymentDetails.status);
  return render(`Your SQU order ${o.orderNumber} is cancelled`, o.customerInfo.firstName, [
    { p: `Your order ${o.orderNumber} is cancelled${o.cancelReason ? `: ${o.cancelReason}` : '.'}` },
    { rows: itemRows(o) },
    { p: paidOnline ? 'What you paid is refunded to the account you paid from; we will write again once the refund is processed.' : 'Nothing was charged for it.' },
    { link: `${links.orders}?order=${encodeURIComponent(o.orderNumber)}`, label: 'Your orders' },
  ]);
}

export function refundProcessed(o: RestOrder, links: ShopLinks): Rendered {
  const processed = o.refunds.filter((r) => r.status === 'processed');
  const refund = processed.at(-1) ?? o.refunds.at(-1);
  const amount = refund ? rupees(refund.amount) : rupees(o.total);
  return render(`Your refund of ${amount} for order ${o.orderNumber}`, o.customerInfo.firstName, [
    { p: `We have refunded ${amount} for your order ${o.orderNumber}. Banks usually show it within 5 to 7 working days, on the card, UPI or bank account you paid from.` },
    { link: `${links.orders}?order=${encodeURIComponent(o.orderNumber)}`, label: 'Your orders' },
  ]);
}

/** What a 'Notify me' asked about is back (the offers and wishlist pages ask for it). */
export interface BackInStock {
  email: string;
  firstName: string;
  productId: string;
  productName: string;
  size: string;
}

export function backInStock(b: BackInStock, links: ShopLinks): Rendered {
  const what = b.size === 'One Size' ? b.productName : `${b.productName} in size ${b.size}`;
  return render(`Back in stock: ${b.productName}`, b.firstName, [
    { p: `${what} is back in stock. Sizes sell out fast, so do not wait too long.` },
    { link: links.product(b.productId), label: 'See it now' },
  ]);
}
