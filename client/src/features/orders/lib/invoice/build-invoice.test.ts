import { SELLER } from '../../../../config/seller';
import { makeOrder } from '../../../../testing/orders';
import { buildInvoiceHtml, escapeHtml, invoiceNumber } from './build-invoice';

/** The invoice as a reader sees it: tags out, entities decoded, spaces collapsed. */
const text = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<br>/g, ' ').replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ');

describe('the tax invoice', () => {
  const order = makeOrder();
  const html = buildInvoiceHtml(order, SELLER);
  const t = text(html);

  it('is a whole HTML document made for A4 print', () => {
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('<title>Tax Invoice INV-20261122-4F7K2Q9A | SQU</title>');
  });

  it('names the seller with address and GSTIN, the invoice and order numbers and dates', () => {
    expect(t).toContain('SQU Fashion Pvt. Ltd.');
    expect(t).toContain(SELLER.addressLines.join(' '));
    expect(SELLER.addressLines.join(' ')).toContain('Karnataka');
    expect(t).toContain('GSTIN: 29ABCDE1234F1Z5 (placeholder)');
    expect(t).toContain('Invoice No. INV-20261122-4F7K2Q9A');
    expect(t).toContain('Order No. SQU-20261122-4F7K2Q9A');
    expect(t).toContain('Order Date 22 Nov 2026');
    expect(t).toContain('Payment UPI');
  });

  it('bills to and ships to the shopper', () => {
    expect(t).toContain('Bill To Asha Verma 12 MG Road Bengaluru, Karnataka 560001 India Phone: +91 98765 43210 Email: asha@example.in');
    expect(t).toContain('Ship To Asha Verma 12 MG Road Bengaluru, Karnataka 560001 India');
  });

  it('lists every line with size, quantity, rate and amount', () => {
    expect(t).toContain('1 Classic White Sneakers Product ID: SQU-7 8 2 ₹1,299.00 ₹2,598.00');
    expect(t).toContain('2 Stoneware Mug Product ID: SQU-101 One Size 1 ₹449.00 ₹449.00');
  });

  it('within Karnataka: CGST 9% + SGST 9%, no IGST; total in figures and words', () => {
    expect(t).toContain('Subtotal (taxable value) ₹3,047.00 CGST @ 9% ₹274.23 SGST @ 9% ₹274.23 Shipping Free Total ₹3,595.46');
    expect(t).not.toContain('IGST');
    expect(t).toContain('Rupees Three Thousand Five Hundred Ninety Five and Paise Forty Six Only');
  });

  it('to another state: IGST 18%; the COD charge is its own line', () => {
    const cod = makeOrder({ paymentMethod: 'COD', codCharge: 50, subtotal: 249, tax: 44.82, total: 343.82, items: [order.items[0]], shippingAddress: { ...order.shippingAddress, city: 'Pune', state: 'Maharashtra' } });
    const c = text(buildInvoiceHtml(cod, SELLER));
    expect(c).toContain('IGST @ 18% ₹44.82');
    expect(c).not.toMatch(/CGST|SGST/);
    expect(c).toContain('COD charge ₹50.00 Total ₹343.82');
    expect(c).toContain('Place of Supply Maharashtra');
    expect(c).toContain('Payment Cash on Delivery');
    expect(c).toContain('Rupees Three Hundred Forty Three and Paise Eighty Two Only');
  });

  it('escapes everything that came from the order', () => {
    const evil = makeOrder({ items: [{ ...order.items[0], productName: '<script>alert(1)</script>' }], contact: { ...order.contact, firstName: '"Asha" & <b>' } });
    const h = buildInvoiceHtml(evil, SELLER);
    expect(h).not.toContain('<script>');
    expect(h).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(h).toContain('&quot;Asha&quot; &amp; &lt;b&gt;');
    expect(escapeHtml(null)).toBe('');
  });

  it('numbers the invoice after the order', () => {
    expect(invoiceNumber('SQU-20261122-ABCDEFGH')).toBe('INV-20261122-ABCDEFGH');
  });
});
