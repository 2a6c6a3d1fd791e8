import type { AppError } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OrdersService } from '../orders/orders.service.js';
import { shopperContext, teeOrder } from '../payments/payments-spec-support.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { product, RAISED_SHOPPER_LIMITS, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { GstDocumentEntity } from './gst-document.entity.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Credit notes (issue 58): their own series (CN/25-26/0000001), against the order's tax invoice,
 * for the returns' refunds (issueCreditNote, which the returns module calls) and the staff's
 * refunds (payments asks for one in the refund's transaction). On a real database.
 */
let ctx: ServiceContext;
let orders: OrdersService;
let invoices: InvoicesService;
let db: DatabaseService;
const CN = /^CN\/\d{2}-\d{2}\/\d{7}$/;
let refs = 0;
const ref = () => `spec-refund-${(refs += 1)}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ctx = await serviceContext([OrdersModule, PaymentsModule], [product('tee', 499, ['M', 'L'])], RAISED_SHOPPER_LIMITS);
  orders = ctx.get(OrdersService);
  invoices = ctx.get(InvoicesService);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
};

/** A COD order of 3 tees (M) and 1 (L): ₹1,996 + 18% = ₹2,355.28, invoiced at placement. */
async function invoicedOrder() {
  const shopper = await shopperContext(ctx);
  const placed = await orders.place(shopper, { ...teeOrder('cod'), lines: [{ productId: 'tee', size: 'M', quantity: 3 }, { productId: 'tee', size: 'L', quantity: 1 }] }, null);
  expect(placed.invoice?.number).toMatch(/^SQU\//);
  return placed;
}
const notesOf = (orderId: string) => db.manager.getRepository(GstDocumentEntity).find({ where: { orderId, kind: 'credit_note' }, order: { seq: 'ASC' } });

test('lines given back: at the invoice price and rate, numbered in the credit notes own series, printed against the invoice', async () => {
  const { order, invoice } = await invoicedOrder();
  const note = await invoices.issueCreditNote({ orderId: order.id, lines: [{ lineNo: 1, quantity: 2 }], refundRef: ref(), reason: 'Returned: wrong size' });
  // 2 x ₹499 = ₹998, 18% = ₹179.64.
  expect(note).toEqual({ id: expect.any(String), number: expect.stringMatching(CN), totalPaise: 998_00 + 179_64 });
  const [row] = await notesOf(order.id);
  expect(row).toMatchObject({ taxablePaise: 998_00, cgstPaise: 89_82, sgstPaise: 89_82, igstPaise: 0, totalPaise: 1177_64 });
  const [printed] = await invoices.creditNotesOf(order.id);
  expect(printed.html).toContain(`<title>Credit Note ${note.number} | SQU</title>`);
  expect(printed.html).toContain(`<td>Against Invoice</td><td>${invoice!.number} of `);
  expect(printed.html).toContain('Reason: Returned: wrong size');
  expect(printed.html).toContain('Rupees One Thousand One Hundred Seventy Seven and Paise Sixty Four Only');
});

test('never more than the invoice leaves: a quantity beyond what is left, an amount beyond the total, a line it does not have; nothing written', async () => {
  const { order } = await invoicedOrder();
  await invoices.issueCreditNote({ orderId: order.id, lines: [{ lineNo: 1, quantity: 2 }], refundRef: ref(), reason: 'Returned' });
  expect(await refusal(invoices.issueCreditNote({ orderId: order.id, lines: [{ lineNo: 1, quantity: 2 }], refundRef: ref(), reason: 'Returned' }))).toEqual({ code: 'CONFLICT', message: 'Only 1 of Product tee (M) are left to credit' });
  expect(await refusal(invoices.issueCreditNote({ orderId: order.id, amountPaise: 2000_00, refundRef: ref(), reason: 'Goodwill' }))).toEqual({ code: 'CONFLICT', message: 'The invoice leaves ₹1177.64 to credit, not ₹2000.00' });
  expect((await refusal(invoices.issueCreditNote({ orderId: order.id, lines: [{ lineNo: 3, quantity: 1 }], refundRef: ref(), reason: 'x' }))).code).toBe('BAD_USER_INPUT');
  expect(await notesOf(order.id)).toHaveLength(1);
});

test('one refund, one credit note: its reference again answers the same note', async () => {
  const { order } = await invoicedOrder();
  const r = ref();
  const first = await invoices.issueCreditNote({ orderId: order.id, amountPaise: 100_00, refundRef: r, reason: 'Late delivery' });
  const again = await invoices.issueCreditNote({ orderId: order.id, amountPaise: 100_00, refundRef: r, reason: 'Late delivery' });
  expect(again).toEqual(first);
  expect(await notesOf(order.id)).toHaveLength(1);
});

test('the whole invoice credited at once (a paid order cancelled): its lines as invoiced, quantities and all; nothing is left to credit', async () => {
  const { order } = await invoicedOrder();
  const note = await invoices.issueCreditNote({ orderId: order.id, amountPaise: 2355_28, refundRef: ref(), reason: 'order cancelled' });
  expect(note.totalPaise).toBe(2355_28);
  const [row] = await notesOf(order.id);
  expect(row).toMatchObject({ taxablePaise: 1996_00, cgstPaise: 179_64, sgstPaise: 179_64, totalPaise: 2355_28 });
  expect((JSON.parse(row.body) as { lines: { size: string; quantity: number }[] }).lines.map((l) => [l.size, l.quantity])).toEqual([['M', 3], ['L', 1]]);
  expect(await refusal(invoices.issueCreditNote({ orderId: order.id, amountPaise: 1_00, refundRef: ref(), reason: 'x' }))).toEqual({ code: 'CONFLICT', message: 'The invoice leaves ₹0.00 to credit, not ₹1.00' });
});

test('an order without an invoice (an unpaid online order) has nothing to credit', async () => {
  const shopper = await shopperContext(ctx);
  const { order } = await orders.place(shopper, teeOrder('upi'), null);
  expect(await refusal(invoices.issueCreditNote({ orderId: order.id, amountPaise: 1_00, refundRef: ref(), reason: 'x' }))).toEqual({ code: 'CONFLICT', message: 'The order has no tax invoice: there is nothing to credit' });
});

// A staff refund's credit note, through payments on both surfaces: test/e2e/gst-documents-admin.e2e-spec.ts.
