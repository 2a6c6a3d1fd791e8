import type { OrderItemEntity } from '../order-item.entity.js';
import type { OrderEntity } from '../order.entity.js';
import type { OrderRows } from '../order.view.js';
import { SELLER } from './seller.js';
import { escapeHtml } from '../../common/html.js';
import { invoiceNumber, taxInvoiceHtml, toInvoiceView } from './tax-invoice.js';

/** The invoice as a reader sees it: tags out, entities decoded, spaces collapsed. */
const text = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<br>/g, ' ').replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ');

const sneakers = { productId: '7', productName: 'Classic White Sneakers', size: '8', quantity: 2, unitPricePaise: 1299_00, lineTotalPaise: 2598_00 };
const mug = { productId: '101', productName: 'Stoneware Mug', size: 'One Size', quantity: 1, unitPricePaise: 449_00, lineTotalPaise: 449_00 };

/** An order as the database holds it (the fields the invoice reads). */
function placed(order: Partial<OrderEntity> = {}, items: Partial<OrderItemEntity>[] = [sneakers, mug]): OrderRows {
  return {
    order: {
      orderNumber: 'SQU-20261122-4F7K2Q9A', status: 'confirmed', paymentMethod: 'upi', createdAt: new Date('2026-11-22T10:00:00.000Z'),
      subtotalPaise: 3047_00, taxPaise: 548_46, shippingPaise: 0, codChargePaise: 0, totalPaise: 3595_46,
      contactFirstName: 'Asha', contactLastName: 'Verma', contactEmail: 'asha@example.in', contactPhone: '+91 98765 43210',
      shipAddressLine1: '12 MG Road', shipCity: 'Bengaluru', shipState: 'Karnataka', shipPostalCode: '560001', shipCountry: 'India',
      ...order,
    } as OrderEntity,
    items: items as OrderItemEntity[],
  };
}

describe('the tax invoice', () => {
  const html = taxInvoiceHtml(placed(), SELLER);
  const t = text(html);

  it('is a whole HTML document made for A4 print', () => {
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('<title>Tax Invoice INV-20261122-4F7K2Q9A | SQU</title>');
  });

  it('names the seller with address and GSTIN, the invoice and order numbers and dates', () => {
    expect(t).toContain('SQU Fashion Pvt. Ltd.');
    expect(t).toContain(SELLER.addressLines.join(' '));
    expect(t).toContain('GSTIN: 29ABCDE1234F1Z5 (placeholder)');
    expect(t).toContain('Invoice No. INV-20261122-4F7K2Q9A');
    expect(t).toContain('Order No. SQU-20261122-4F7K2Q9A');
    expect(t).toContain('Order Date 22 Nov 2026');
    expect(t).toContain('Payment UPI');
  });

  it('dates it in India: an order placed at 20:00 UTC is the next day there', () => {
    expect(text(taxInvoiceHtml(placed({ createdAt: new Date('2026-09-30T20:00:00.000Z') }), SELLER))).toContain('Order Date 1 Oct 2026');
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
    const cod = placed({ paymentMethod: 'cod', codChargePaise: 50_00, subtotalPaise: 249_00, taxPaise: 44_82, totalPaise: 343_82, shipCity: 'Pune', shipState: 'Maharashtra' }, [sneakers]);
    const c = text(taxInvoiceHtml(cod, SELLER));
    expect(c).toContain('IGST @ 18% ₹44.82');
    expect(c).not.toMatch(/CGST|SGST/);
    expect(c).toContain('COD charge ₹50.00 Total ₹343.82');
    expect(c).toContain('Place of Supply Maharashtra');
    expect(c).toContain('Payment Cash on Delivery');
    expect(c).toContain('Rupees Three Hundred Forty Three and Paise Eighty Two Only');
  });

  it('escapes everything that came from the order', () => {
    const evil = placed({ contactFirstName: '"Asha" & <b>' }, [{ ...sneakers, productName: '<script>alert(1)</script>' }]);
    const h = taxInvoiceHtml(evil, SELLER);
    expect(h).not.toContain('<script>');
    expect(h).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(h).toContain('&quot;Asha&quot; &amp; &lt;b&gt;');
    expect(escapeHtml(null)).toBe('');
  });

  it('numbers the invoice after the order', () => {
    expect(invoiceNumber('SQU-20261122-ABCDEFGH')).toBe('INV-20261122-ABCDEFGH');
    expect(toInvoiceView(placed(), SELLER)).toEqual({ number: 'INV-20261122-4F7K2Q9A', html });
  });
});
