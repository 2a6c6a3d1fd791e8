import { escapeHtml } from '../common/html.js';
import type { SellerConfig } from '../config/config.js';
import { documentHtml, invoiceBody, type PrintedDocument, type Sale, taxesByRate } from './document.js';

/** The document as a reader sees it: tags out, entities decoded, spaces collapsed. */
const text = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<br>/g, ' ').replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ');

const SELLER: SellerConfig = {
  name: 'SQU Fashion Pvt. Ltd.',
  addressLines: ['3rd Floor, 80 Feet Road, Koramangala 4th Block', 'Bengaluru, Karnataka 560034', 'India'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29ABCDE1234F1ZW',
  email: 'support@squ.in',
  phone: '+91 98765 43210',
};

const sneakers = { productId: '7', productName: 'Classic White Sneakers', size: '8', quantity: 2, unitPricePaise: 1299_00, lineTotalPaise: 2598_00, discountPaise: 0, hsn: '6404', gstRateBp: 1800 };
const mug = { productId: '101', productName: 'Stoneware Mug', size: 'One Size', quantity: 1, unitPricePaise: 449_00, lineTotalPaise: 449_00, discountPaise: 0, hsn: '6912', gstRateBp: 1800 };

function sale(s: Partial<Sale> = {}): Sale {
  return {
    orderId: 'o1', orderNumber: 'SQU-20261122-4F7K2Q9A', placedAt: new Date('2026-11-22T10:00:00.000Z'), paymentLabel: 'UPI',
    buyer: { name: 'Asha Verma', addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India', phone: '+91 98765 43210', email: 'asha@example.in' },
    placeOfSupply: 'Karnataka', lines: [sneakers, mug], couponCode: null, taxPaise: 548_46, shippingPaise: 0, codChargePaise: 0, totalPaise: 3595_46,
    ...s,
  };
}
const printed = (s: Sale, more: Partial<PrintedDocument> = {}): PrintedDocument => ({ kind: 'invoice', number: 'SQU/26-27/000042', issuedAt: new Date('2026-11-22T10:00:05.000Z'), cancelledAt: null, body: invoiceBody(s, SELLER), ...more });

describe('the tax invoice', () => {
  const html = documentHtml(printed(sale()));
  const t = text(html);

  it('is a whole HTML document made for A4 print, titled with its number of the series', () => {
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('<title>Tax Invoice SQU/26-27/000042 | SQU</title>');
  });

  it('promises no return window of its own: each item has its own (a sale item 15 days, some goods none)', () => {
    expect(t).not.toMatch(/\d+-day return/);
    expect(t).toContain("Goods once sold are subject to our returns policy: each item's window is on its product page and in Returns & Exchanges.");
  });

  it('names the seller with address, GSTIN and state, the invoice and order numbers and dates', () => {
    expect(t).toContain('SQU Fashion Pvt. Ltd.');
    expect(t).toContain(SELLER.addressLines.join(' '));
    expect(t).toContain('GSTIN: 29ABCDE1234F1ZW · State: Karnataka (29)');
    expect(t).not.toMatch(/placeholder/i);
    expect(t).toContain('Invoice No. SQU/26-27/000042');
    expect(t).toContain('Order No. SQU-20261122-4F7K2Q9A');
    expect(t).toContain('Order Date 22 Nov 2026');
    expect(t).toContain('Payment UPI');
    expect(t).toContain('Place of Supply Karnataka (29)');
  });

  it('dates it in India: issued at 20:00 UTC is the next day there', () => {
    expect(text(documentHtml(printed(sale(), { issuedAt: new Date('2026-09-30T20:00:00.000Z') })))).toContain('Invoice Date 1 Oct 2026');
  });

  it('bills to and ships to the shopper', () => {
    expect(t).toContain('Bill To Asha Verma 12 MG Road Bengaluru, Karnataka 560001 India Phone: +91 98765 43210 Email: asha@example.in');
    expect(t).toContain('Ship To Asha Verma 12 MG Road Bengaluru, Karnataka 560001 India');
  });

  it('lists every line with its HSN code, quantity, rate, taxable value, GST rate and tax; the lines add up to the order tax', () => {
    expect(t).toContain('1 Classic White Sneakers Product ID: SQU-7 · Size 8 6404 2 ₹1,299.00 ₹2,598.00 18% ₹467.64');
    expect(t).toContain('2 Stoneware Mug Product ID: SQU-101 · Size One Size 6912 1 ₹449.00 ₹449.00 18% ₹80.82');
    expect(invoiceBody(sale(), SELLER).lines.reduce((n, l) => n + l.taxPaise, 0)).toBe(548_46);
  });

  it('within Karnataka: CGST 9% + SGST 9%, no IGST; total in figures and words', () => {
    expect(t).toContain('Taxable value ₹3,047.00 CGST @ 9% ₹274.23 SGST @ 9% ₹274.23 Shipping Free Total ₹3,595.46');
    expect(t).not.toContain('IGST');
    expect(t).toContain('Rupees Three Thousand Five Hundred Ninety Five and Paise Forty Six Only');
  });

  it('to another state: IGST 18%; the COD charge is its own line', () => {
    const cod = sale({ paymentLabel: 'Cash on Delivery', codChargePaise: 50_00, lines: [{ ...mug, quantity: 1, unitPricePaise: 249_00, lineTotalPaise: 249_00 }], taxPaise: 44_82, totalPaise: 343_82, placeOfSupply: 'Maharashtra' });
    const c = text(documentHtml(printed(cod)));
    expect(c).toContain('IGST @ 18% ₹44.82');
    expect(c).not.toMatch(/CGST|SGST/);
    expect(c).toContain('COD charge ₹50.00 Total ₹343.82');
    expect(c).toContain('Place of Supply Maharashtra (27)');
    expect(c).toContain('Payment Cash on Delivery');
    expect(c).toContain('Rupees Three Hundred Forty Three and Paise Eighty Two Only');
  });

  it('a line placed before GST documents is 18% with the fallback HSN heading', () => {
    const old = invoiceBody(sale({ lines: [{ ...mug, hsn: null, gstRateBp: null }], taxPaise: 80_82, totalPaise: 529_82 }), SELLER);
    expect(old.lines[0]).toEqual(expect.objectContaining({ hsn: '6211', ratePercent: 18, taxPaise: 80_82 }));
  });

  it('mixed rates (the 2025 apparel slab): a row per rate, CGST and SGST at half of each', () => {
    const tee = { ...mug, productId: '3', productName: 'Tee', hsn: '6109', gstRateBp: 500, unitPricePaise: 999_00, lineTotalPaise: 999_00 };
    const body = invoiceBody(sale({ lines: [tee, sneakers], taxPaise: 49_95 + 467_64, totalPaise: 3597_00 + 517_59 }), SELLER);
    expect(body.taxes).toEqual([
      { ratePercent: 5, cgstPaise: 24_98, sgstPaise: 24_97, igstPaise: 0 },
      { ratePercent: 18, cgstPaise: 233_82, sgstPaise: 233_82, igstPaise: 0 },
    ]);
    expect(text(documentHtml(printed(sale(), { body })))).toContain('CGST @ 2.5% ₹24.98 SGST @ 2.5% ₹24.97 CGST @ 9% ₹233.82 SGST @ 9% ₹233.82');
  });

  it('a cancelled order: the invoice keeps its number and prints as cancelled', () => {
    const c = documentHtml(printed(sale(), { cancelledAt: new Date('2026-11-23T05:00:00Z') }));
    expect(c).toContain('<title>Tax Invoice SQU/26-27/000042 (cancelled) | SQU</title>');
    expect(text(c)).toContain('CANCELLED on 23 Nov 2026: the order was cancelled.');
    expect(text(c)).toContain('Invoice No. SQU/26-27/000042');
  });

  it('an odd paisa of CGST + SGST goes to CGST', () => {
    expect(taxesByRate([{ ratePercent: 18, taxPaise: 548_47 }], 'intra')).toEqual([{ ratePercent: 18, cgstPaise: 274_24, sgstPaise: 274_23, igstPaise: 0 }]);
  });

  it('escapes everything that came from the order', () => {
    const evil = sale({ buyer: { ...sale().buyer, name: '"Asha" & <b>' }, lines: [{ ...sneakers, productName: '<script>alert(1)</script>' }] });
    const h = documentHtml(printed(evil));
    expect(h).not.toContain('<script>');
    expect(h).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(h).toContain('&quot;Asha&quot; &amp; &lt;b&gt;');
    expect(escapeHtml(null)).toBe('');
  });
});
