import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../config/config.js';
import type { RestOrder } from '../orders/rest-order.view.js';
import { smtpCapture } from '../testing/smtp-capture.js';
import { MailSender } from './mail-sender.js';
import { type OrderEvent, OrderMail } from './order-mail.js';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SHOP_URL: 'https://shop.squ.example', MAIL_FROM: 'SQU Orders <orders@squ.example>' };

/** An order in REST's read-back shape, with a name and a line that try to be markup. */
function order(extra: Partial<RestOrder> = {}): RestOrder {
  const address = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' };
  return {
    orderNumber: 'SQU-20261129-0042',
    id: '0c9f3e4a-0000-4000-8000-000000000001',
    userId: '0c9f3e4a-0000-4000-8000-000000000002',
    status: 'pending',
    items: [
      { productId: '101', productName: 'Kurta <b>Bold</b> & "Bright"', productImage: '/images/products/101.svg', sku: 'M', quantity: 2, price: 1299, totalPrice: 2598, discount: 0 },
      { productId: '102', productName: 'Tote', productImage: '/images/products/102.svg', sku: 'One Size', quantity: 1, price: 499, totalPrice: 499, discount: 0 },
    ],
    subtotal: 3097,
    discount: 0,
    couponCode: null,
    shipping: 0,
    tax: 557.46,
    taxLines: [{ ratePercent: 18, taxable: 3097, tax: 557.46 }],
    codCharges: 0,
    total: 3654.46,
    shippingAddress: address,
    billingAddress: address,
    customerInfo: { email: 'asha@example.in', firstName: 'Asha <script>alert(1)</script>', lastName: 'Verma', phone: '+91 98765 43210' },
    paymentDetails: { status: 'pending', paymentMethod: 'cod', transactionId: null, payBy: null, state: 'pay_on_delivery', canRetry: false, latestAttempt: null },
    paymentMethod: 'cod',
    notes: null,
    estimatedDelivery: '2026-12-03T06:30:00.000Z',
    deliveryPromise: null,
    shipment: null,
    deliveredAt: null,
    invoiceNumber: null,
    cashCollected: null,
    cancelReason: null,
    replacementFor: null,
    refunds: [],
    statusUpdatedAt: '2026-11-29T10:00:00.000Z',
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
    ...extra,
  };
}

const event = (type: string, payload: RestOrder): OrderEvent => ({ id: 'evt-1', type, occurredAt: new Date().toISOString(), orderNumber: payload.orderNumber, payload });

let smtp: Awaited<ReturnType<typeof smtpCapture>>;
let mail: OrderMail;
let sender: MailSender;

beforeAll(async () => {
  smtp = await smtpCapture();
  const config = loadConfig({ ...base, SMTP_URL: smtp.url });
  sender = new MailSender(config);
  mail = new OrderMail(sender, config);
});
afterAll(async () => {
  sender.onApplicationShutdown();
  await smtp.close();
});

/** Sends one event through the real SMTP server and answers what it received. */
async function deliver(e: OrderEvent) {
  const before = smtp.received.length;
  await mail.handle(e);
  return (await smtp.waitFor(before + 1))[before];
}

/** The HTML's text with its tags as they are: what a mail program would draw as markup. */
const tagsOf = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

describe('order e-mail over SMTP (issue 59)', () => {
  test('order.created: the confirmation, from MAIL_FROM to the shopper, its lines and totals, the orders link, name and lines escaped', async () => {
    const { envelopeTo, mail: m } = await deliver(event('order.created', order()));
    expect(envelopeTo).toEqual(['asha@example.in']);
    expect(m.subject).toBe('Your SQU order SQU-20261129-0042 is placed');
    expect(m.from?.value[0]).toEqual({ address: 'orders@squ.example', name: 'SQU Orders' });
    expect(m.text).toContain('Hello Asha <script>alert(1)</script>,');
    expect(m.text).toContain('Kurta <b>Bold</b> & "Bright" (M) × 2: ₹2,598.00');
    expect(m.text).toContain('GST (18%): ₹557.46');
    expect(m.text).toContain('Total: ₹3,654.46');
    expect(m.text).toContain('Cash on Delivery: please keep ₹3,654.46 ready at the door.');
    expect(m.text).toContain('https://shop.squ.example/orders?order=SQU-20261129-0042');
    const html = String(m.html);
    expect(html).toContain('Hello Asha &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Kurta &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Bright&quot; (M) × 2');
    expect(html).not.toContain('<script');
    expect(tagsOf(html).some((t) => t === '<b>')).toBe(false);
    expect(html).toContain('href="https://shop.squ.example/orders?order=SQU-20261129-0042"');
    expect(html).toContain('Download Invoice');
  });

  test('the confirmation shows the tax per rate the server answered: GST (5%) and GST (18%), and the discount', async () => {
    const two = order({
      discount: 100,
      couponCode: 'FIRST15',
      taxLines: [
        { ratePercent: 5, taxable: 2498, tax: 124.9 },
        { ratePercent: 18, taxable: 499, tax: 89.82 },
      ],
      tax: 214.72,
      total: 3211.72,
    });
    const { mail: m } = await deliver(event('order.created', two));
    expect(m.text).toContain('Discount (FIRST15): -₹100.00');
    expect(m.text).toContain('GST (5%): ₹124.90');
    expect(m.text).toContain('GST (18%): ₹89.82');
    expect(m.text).not.toContain('GST (18%): ₹214.72');
  });

  test('an event recorded before orders carried taxLines still mails its tax, as one GST row', async () => {
    const { taxLines: _, ...old } = order();
    const { mail: m } = await deliver(event('order.created', old as RestOrder));
    expect(m.text).toContain('GST: ₹557.46');
  });

  test('order.status_changed to shipped: the courier, the tracking number and the tracking link the order records', async () => {
    const shipped = order({
      status: 'shipped',
      shipment: { courier: 'BLUE_DART', courierName: 'Blue Dart', trackingNumber: '12345678', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678', shippedAt: '2026-11-30T05:00:00.000Z' },
    });
    const { mail: m } = await deliver(event('order.status_changed', shipped));
    expect(m.subject).toBe('Your SQU order SQU-20261129-0042 has shipped');
    expect(m.text).toContain('on its way with Blue Dart');
    expect(m.text).toContain('Tracking number: 12345678');
    expect(m.text).toContain('Track it with Blue Dart: https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678');
    expect(String(m.html)).toContain('href="https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&amp;trackNo=12345678"');
  });

  test('order.status_changed to delivered, order.cancelled with its reason, refund.processed with the amount refunded', async () => {
    const delivered = await deliver(event('order.status_changed', order({ status: 'delivered', deliveredAt: '2026-12-02T08:00:00.000Z' })));
    expect(delivered.mail.subject).toBe('Your SQU order SQU-20261129-0042 is delivered');
    expect(delivered.mail.text).toContain('was delivered on Wed, 2 Dec');

    const cancelled = await deliver(event('order.cancelled', order({ status: 'cancelled', cancelReason: 'Out of stock <again>', paymentDetails: { ...order().paymentDetails, status: 'refunded' } })));
    expect(cancelled.mail.subject).toBe('Your SQU order SQU-20261129-0042 is cancelled');
    expect(cancelled.mail.text).toContain('is cancelled: Out of stock <again>');
    expect(cancelled.mail.text).toContain('refunded to the account you paid from');
    expect(String(cancelled.mail.html)).toContain('Out of stock &lt;again&gt;');

    const refunds = [
      { amount: 500, status: 'processed', createdAt: '2026-11-30T05:00:00.000Z', processedAt: '2026-11-30T05:01:00.000Z' },
      { amount: 1200.5, status: 'processed', createdAt: '2026-12-01T05:00:00.000Z', processedAt: '2026-12-01T05:01:00.000Z' },
    ];
    const refund = await deliver(event('refund.processed', order({ refunds })));
    expect(refund.mail.subject).toBe('Your refund of ₹1,200.50 for order SQU-20261129-0042');
    expect(refund.mail.text).toContain('We have refunded ₹1,200.50 for your order SQU-20261129-0042');
  });

  test('events shoppers get no mail about send nothing: a move to confirmed, payment events', async () => {
    const before = smtp.received.length;
    expect(await mail.handle(event('order.status_changed', order({ status: 'confirmed' })))).toBeNull();
    expect(await mail.handle(event('payment.succeeded', order()))).toBeNull();
    expect(await mail.handle(event('stock.low', order()))).toBeNull();
    await new Promise((ok) => setTimeout(ok, 200));
    expect(smtp.received.length).toBe(before);
  });

  test("back in stock: the product's page, its name escaped", async () => {
    const before = smtp.received.length;
    await mail.backInStock({ email: 'ravi@example.in', firstName: 'Ravi', productId: '103', productName: 'Saree & <i>Silk</i>', size: 'M' });
    const { envelopeTo, mail: m } = (await smtp.waitFor(before + 1))[before];
    expect(envelopeTo).toEqual(['ravi@example.in']);
    expect(m.subject).toBe('Back in stock: Saree & <i>Silk</i>');
    expect(m.text).toContain('Saree & <i>Silk</i> in size M is back in stock');
    expect(String(m.html)).toContain('Saree &amp; &lt;i&gt;Silk&lt;/i&gt; in size M');
    expect(String(m.html)).toContain('href="https://shop.squ.example/product/103"');
  });

  test('an SMTP server that cannot be reached rejects handle, so that the outbox tries again', async () => {
    const config = loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:1', SMTP_TIMEOUT_MS: '500' });
    const down = new OrderMail(new MailSender(config), config);
    await expect(down.handle(event('order.created', order()))).rejects.toThrow();
  });
});

describe('without SMTP_URL: .eml files under data/mail', () => {
  test('each message is a real RFC 822 file that mailparser reads back whole', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'squ-mail-'));
    try {
      const config = loadConfig({ ...base, DATA_DIR: dataDir });
      const files = new OrderMail(new MailSender(config), config);
      const sent = await files.handle(event('order.created', order()));
      expect(sent?.file).toBe(join(dataDir, 'mail', readdirSync(join(dataDir, 'mail'))[0]));
      expect(readdirSync(join(dataDir, 'mail'))).toEqual([expect.stringMatching(/^\d{4}-.*\.eml$/)]);
      const raw = readFileSync(sent!.file!);
      expect(raw.toString('latin1')).toMatch(/^Content-Type: multipart\/alternative/m);
      const m = await simpleParser(raw);
      expect(m.subject).toBe('Your SQU order SQU-20261129-0042 is placed');
      expect(m.to && !Array.isArray(m.to) ? m.to.value[0].address : null).toBe('asha@example.in');
      expect(m.messageId).toBe(sent!.messageId);
      expect(String(m.html)).toContain('Asha &lt;script&gt;');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
