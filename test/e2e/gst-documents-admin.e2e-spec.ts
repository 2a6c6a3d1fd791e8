/**
 * The admin's GST documents of a period (issue 58) on both surfaces: the invoices and credit
 * notes issued, and their GSTR-1 CSV; admins only; a bad period refused with its field.
 */
import { gql, rest } from '../support/api';
import { admin, alice, CANCEL, dear, move, placeRest, server, useOrdersShop } from '../support/orders';
import { CREATE_PREPAID, confirmGql, PAYMENT_ENV, refundRest, sandboxPay } from '../support/payments';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const GST = 'query Gst($from: String!, $to: String!) { gstDocuments(from: $from, to: $to) { documents { kind number issuedAt orderNumber invoiceNumber buyerName placeOfSupply taxableValue cgst sgst igst total cancelled } csv } }';
const indiaDay = (d = new Date()) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

describe('GST documents of a period, with their GSTR-1 CSV', () => {
  let cod: { orderId: string; order: { invoiceNumber: string; total: number } };
  let cancelled: string;
  let paid: string;
  let creditNote: string;
  beforeAll(async () => {
    cod = (await placeRest(alice, [line(dear, 2)], 'cod')).body;
    cancelled = (await placeRest(alice, [line(dear)], 'cod')).body.orderId;
    expectGqlOk(await gql(server, CANCEL, { n: cancelled }, { token: alice.token }));
    const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: { items: [{ productId: dear.id, size: line(dear).size, quantity: 1 }], paymentMethod: 'UPI' }, key: `gst-adm-${Date.now()}` }, { token: alice.token })).createOrder;
    paid = o.orderNumber;
    expectGqlOk(await confirmGql(server, alice, paid, await sandboxPay(server, o.payment.payUrl, 'success')));
    const refunded = await refundRest(server, admin.token, paid, { amount: 100, reason: 'Stitching came loose' }, `gst-adm-refund-${Date.now()}`);
    expect(refunded.status).toBe(201);
  });

  test('GraphQL and REST list the same documents: the invoices (the cancelled one marked) and the staff refund\'s credit note against its invoice', async () => {
    const today = indiaDay();
    const g = expectGqlOk(await gql(server, GST, { from: today, to: today }, { token: admin.token })).gstDocuments;
    const r = await rest(server, 'GET', `/api/admin/gst-documents?from=${today}&to=${today}`, undefined, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.documents.map((d: any) => ({ ...d, kind: d.kind.toUpperCase() }))).toEqual(g.documents);
    const byOrder = (n: string, kind = 'INVOICE') => g.documents.find((d: any) => d.orderNumber === n && d.kind === kind);
    expect(byOrder(cod.orderId)).toEqual(expect.objectContaining({ number: cod.order.invoiceNumber, total: cod.order.total, cancelled: false, placeOfSupply: 'Karnataka' }));
    expect(byOrder(cancelled).cancelled).toBe(true);
    const note = byOrder(paid, 'CREDIT_NOTE');
    expect(note).toEqual(expect.objectContaining({ number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{7}$/), invoiceNumber: byOrder(paid).number, total: 100 }));
    expect(note.taxableValue + note.cgst + note.sgst + note.igst).toBeCloseTo(100, 2);
    creditNote = note.number;
    const invoices = g.documents.filter((d: any) => d.kind === 'INVOICE').map((d: any) => Number(d.number.slice(-6)));
    expect(invoices).toEqual([...invoices].sort((a, b) => a - b));
  });

  test('the CSV: the GSTR-1 header, one row per document and rate, amounts in rupees, the same on both surfaces', async () => {
    const today = indiaDay();
    const r = await rest(server, 'GET', `/api/admin/gst-documents/csv?from=${today}&to=${today}`, undefined, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    // Saved as a file named for its period, the same name GraphQL gives the console.
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="gstr1-documents-${today}-to-${today}.csv"`);
    const named = 'query N($from: String!, $to: String!, $kind: GstDocumentKind) { gstDocuments(from: $from, to: $to, kind: $kind) { csvFileName } }';
    expect(expectGqlOk(await gql(server, named, { from: today, to: today }, { token: admin.token })).gstDocuments.csvFileName).toBe(`gstr1-documents-${today}-to-${today}.csv`);
    expect(expectGqlOk(await gql(server, named, { from: today, to: today, kind: 'CREDIT_NOTE' }, { token: admin.token })).gstDocuments.csvFileName).toBe(`gstr1-credit-notes-${today}-to-${today}.csv`);
    const csv = typeof r.body === 'string' ? r.body : r.text;
    expect(csv).toBe(expectGqlOk(await gql(server, GST, { from: today, to: today }, { token: admin.token })).gstDocuments.csv);
    const rows = csv.trimEnd().split('\r\n').map((l: string) => l.split(','));
    expect(rows[0]).toEqual(['Document Type', 'Document Number', 'Document Date', 'Original Invoice Number', 'Order Number', 'GSTIN/UIN of Recipient', 'Receiver Name', 'Place Of Supply', 'Reverse Charge', 'Supply Type', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount', 'Document Value', 'Status']);
    const mine = rows.find((c: string[]) => c[1] === cod.order.invoiceNumber)!;
    expect(mine[0]).toBe('Invoice');
    expect(mine[2]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(mine.slice(7, 11)).toEqual(['29-Karnataka', 'N', 'Intra State', '18']);
    expect(Number(mine[13]) + Number(mine[14])).toBeCloseTo(Number(mine[16]) - Number(mine[11]), 2);
    expect(rows.find((c: string[]) => c[4] === cancelled)![17]).toBe('Cancelled');
    expect(rows.find((c: string[]) => c[1] === creditNote)![0]).toBe('Credit Note');
  });

  test('by kind and a page at a time on both surfaces; the CSV is the whole period\'s of the kind asked', async () => {
    const today = indiaDay();
    const PAGED = 'query Gst($from: String!, $to: String!, $kind: GstDocumentKind, $page: Int, $pageSize: Int) { gstDocuments(from: $from, to: $to, kind: $kind, page: $page, pageSize: $pageSize) { documents { kind number } total page pageSize csv } }';
    const all = expectGqlOk(await gql(server, GST, { from: today, to: today }, { token: admin.token })).gstDocuments.documents.map((d: any) => d.number);
    const first = expectGqlOk(await gql(server, PAGED, { from: today, to: today, page: 1, pageSize: 2 }, { token: admin.token })).gstDocuments;
    const second = expectGqlOk(await gql(server, PAGED, { from: today, to: today, page: 2, pageSize: 2 }, { token: admin.token })).gstDocuments;
    expect({ total: first.total, page: first.page, pageSize: first.pageSize }).toEqual({ total: all.length, page: 1, pageSize: 2 });
    expect([...first.documents, ...second.documents].map((d: any) => d.number)).toEqual(all.slice(0, 4));
    const notes = expectGqlOk(await gql(server, PAGED, { from: today, to: today, kind: 'CREDIT_NOTE' }, { token: admin.token })).gstDocuments;
    expect(notes.documents.length).toBeGreaterThan(0);
    expect(notes.documents.every((d: any) => d.kind === 'CREDIT_NOTE')).toBe(true);
    expect(notes.total).toBe(notes.documents.length);
    expect(notes.csv.trimEnd().split('\r\n').slice(1).every((l: string) => l.startsWith('Credit Note,'))).toBe(true);
    const r = await rest(server, 'GET', `/api/admin/gst-documents?from=${today}&to=${today}&kind=invoice&page=2&pageSize=1`, undefined, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(expect.objectContaining({ page: 2, pageSize: 1, total: all.length - notes.total, documents: [expect.objectContaining({ kind: 'invoice', number: all[1] })] }));
    const csv = (await rest(server, 'GET', `/api/admin/gst-documents/csv?from=${today}&to=${today}&kind=credit_note`, undefined, { token: admin.token })).body;
    expect(csv).toBe(notes.csv);
    expectRestError(await rest(server, 'GET', `/api/admin/gst-documents?from=${today}&to=${today}&pageSize=101`, undefined, { token: admin.token }), 400, 'pageSize must be a whole number from 1 to 100');
    expectRestError(await rest(server, 'GET', `/api/admin/gst-documents?from=${today}&to=${today}&kind=bill`, undefined, { token: admin.token }), 400);
    expectGqlError(await gql(server, PAGED, { from: today, to: today, page: 0 }, { token: admin.token }), 'BAD_USER_INPUT', 'page must be a whole number from 1');
  });

  test('a document opens by its number as the stored printable document, on both surfaces; admins only', async () => {
    const PRINT = 'query P($n: String!) { gstDocument(number: $n) { number kind cancelled html } }';
    const invoice = expectGqlOk(await gql(server, PRINT, { n: cod.order.invoiceNumber }, { token: admin.token })).gstDocument;
    expect(invoice).toEqual(expect.objectContaining({ number: cod.order.invoiceNumber, kind: 'INVOICE', cancelled: false }));
    expect(invoice.html).toContain(cod.order.invoiceNumber);
    expect(invoice.html).toMatch(/^<!doctype html>/i);
    const note = expectGqlOk(await gql(server, PRINT, { n: creditNote }, { token: admin.token })).gstDocument;
    expect(note.kind).toBe('CREDIT_NOTE');
    expect(note.html).toContain(creditNote);
    const r = await rest(server, 'GET', `/api/admin/gst-documents/print?number=${encodeURIComponent(creditNote)}`, undefined, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...note, kind: 'credit_note' });
    expectGqlError(await gql(server, PRINT, { n: 'SQU/99-00/000001' }, { token: admin.token }), 'NOT_FOUND', 'No GST document is numbered SQU/99-00/000001');
    expectGqlError(await gql(server, PRINT, { n: creditNote }, { token: alice.token }), 'FORBIDDEN', 'Access denied');
    expectRestError(await rest(server, 'GET', `/api/admin/gst-documents/print?number=${'9'.repeat(17)}`, undefined, { token: admin.token }), 400, 'number is at most 16 characters');
  });

  test('admins only; a period that is not one is refused with its field', async () => {
    const today = indiaDay();
    expectGqlError(await gql(server, GST, { from: today, to: today }, { token: alice.token }), 'FORBIDDEN', 'Access denied');
    expectRestError(await rest(server, 'GET', `/api/admin/gst-documents/csv?from=${today}&to=${today}`, undefined, { token: alice.token }), 403, 'Access denied');
    expectRestError(await rest(server, 'GET', `/api/admin/gst-documents?from=${today}&to=${today}`), 401);
    expectRestError(await rest(server, 'GET', `/api/admin/gst-documents?from=2026-13-45&to=${today}`, undefined, { token: admin.token }), 400);
    expectRestError(await rest(server, 'GET', `/api/admin/gst-documents?from=${today}&to=2020-01-01`, undefined, { token: admin.token }), 400, 'The period ends before it starts');
    expectGqlError(await gql(server, GST, { from: 'yesterday', to: today }, { token: admin.token }), 'BAD_USER_INPUT');
    expectGqlError(await gql(server, GST, { from: '2024-01-01', to: '2026-01-01' }, { token: admin.token }), 'BAD_USER_INPUT', 'A period of at most 366 days');
  });
});

describe('a paid online order that is cancelled gets a credit note with its refund', () => {
  const paidOrder = async (tag: string) => {
    const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: { items: [{ productId: dear.id, size: line(dear).size, quantity: 2 }], paymentMethod: 'CARD' }, key: `gst-cancel-${tag}-${Date.now()}` }, { token: alice.token })).createOrder;
    expectGqlOk(await confirmGql(server, alice, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success')));
    return o as { orderNumber: string; total: number };
  };
  const documentsOf = async (orderNumber: string) => {
    const today = indiaDay();
    return (expectGqlOk(await gql(server, GST, { from: today, to: today }, { token: admin.token })).gstDocuments.documents as any[]).filter((d) => d.orderNumber === orderNumber);
  };
  const notesInDb = async (orderNumber: string) =>
    dbQuery(server, "SELECT d.refund_ref, d.total_paise FROM gst_documents d JOIN orders o ON o.id = d.order_id WHERE o.order_number = $1 AND d.kind = 'credit_note' ORDER BY d.issued_at", [orderNumber]);

  test('cancelled by its shopper: the invoice is marked cancelled and a credit note of the whole total refers to it, once', async () => {
    const o = await paidOrder('shopper');
    expect(expectGqlOk(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token })).cancelOrder.paymentStatus).toBe('REFUNDED');
    const [invoice, note, ...others] = await documentsOf(o.orderNumber);
    expect(others).toEqual([]);
    expect(invoice).toEqual(expect.objectContaining({ kind: 'INVOICE', cancelled: true, total: o.total }));
    expect(note).toEqual(expect.objectContaining({ kind: 'CREDIT_NOTE', invoiceNumber: invoice.number, total: o.total, number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{7}$/) }));
    expect(note.taxableValue).toBe(invoice.taxableValue);
    expect(note.cgst + note.sgst + note.igst).toBeCloseTo(invoice.cgst + invoice.sgst + invoice.igst, 2);
    // The same cancellation asked again is refused and issues nothing more.
    expectGqlError(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token }), 'CONFLICT');
    expect(await notesInDb(o.orderNumber)).toEqual([expect.objectContaining({ refund_ref: expect.stringMatching(/^cancel:/) })]);
    // The CSV carries it as a credit note against the invoice.
    const today = indiaDay();
    const csv = (await rest(server, 'GET', `/api/admin/gst-documents/csv?from=${today}&to=${today}`, undefined, { token: admin.token })).body as string;
    expect(csv.split('\r\n').find((l) => l.startsWith(`Credit Note,${note.number},`))).toContain(`,${invoice.number},${o.orderNumber},`);
  });

  test('cancelled by the staff after a part refund: the cancellation credits what is left, the two notes add up to the invoice', async () => {
    const o = await paidOrder('staff');
    expect((await refundRest(server, admin.token, o.orderNumber, { amount: 150, reason: 'Late dispatch' }, `gst-cancel-part-${Date.now()}`)).status).toBe(201);
    expectGqlOk(await move(o.orderNumber, 'CANCELLED', admin.token));
    const docs = await documentsOf(o.orderNumber);
    const invoice = docs.find((d) => d.kind === 'INVOICE');
    const notes = docs.filter((d) => d.kind === 'CREDIT_NOTE');
    expect(invoice.cancelled).toBe(true);
    expect(notes.map((n) => n.total)).toEqual([150, Math.round((o.total - 150) * 100) / 100]);
    expect(notes.every((n) => n.invoiceNumber === invoice.number)).toBe(true);
    expect((await notesInDb(o.orderNumber)).map((r) => r.refund_ref.split(':')[0])).toEqual(['staff', 'cancel']);
  });

  test('a Cash on Delivery order cancelled before delivery was never paid: its invoice is cancelled, no credit note', async () => {
    const n = (await placeRest(alice, [line(dear)], 'cod')).body.orderId;
    expectGqlOk(await gql(server, CANCEL, { n }, { token: alice.token }));
    expect((await documentsOf(n)).map((d) => [d.kind, d.cancelled])).toEqual([['INVOICE', true]]);
  });
});
