/**
 * Helpers of the invoice faults: Cash on Delivery orders (each is a sale, so each gets a tax
 * invoice) spread over products with stock to spare, shoppers, instances and both surfaces;
 * and the series as the database holds it.
 */
import { gql, rest } from '../support/api';
import { type CatalogueProduct, dbQuery, gqlOrderInput, idempotencyKey, line, loadCatalogue, restOrderPayload } from '../support/shop';
import type { RunningServer } from '../support/start-server';
import { setStock } from '../support/stock';
import { adminToken, type Buyer } from './stock-fault-support';

/** Ten products with sizes, priced for COD without its charge. */
export const products: { product: CatalogueProduct; size: string }[] = loadCatalogue()
  .filter((p) => p.price >= 299)
  .slice(0, 10)
  .map((p) => ({ product: p, size: p.sizes[0] ?? 'One Size' }));

/** Every product's size gets `units` (through the admin API). */
export async function stockProducts(server: RunningServer, units: number): Promise<void> {
  const token = await adminToken(server);
  for (const { product, size } of products) await setStock(server, token, product.id, size, units, 'invoice race');
}

/** Shoppers may hold many orders not shipped yet: these runs place hundreds. */
export const MANY_ORDERS = { ORDER_LIMIT_UNITS_PER_SIZE: '1000', INVOICE_NUMBERING_INTERVAL_MS: '500' };

export interface Sale {
  index: number;
  placed: boolean;
  status: number;
  orderNumber?: string;
  invoiceNumber?: string | null;
  error?: string;
}

const CREATE = `mutation Create($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber invoiceNumber } }`;

/** The index-th COD order (REST for even, GraphQL for odd), of one unit of one of the products. */
export async function sellOne(server: RunningServer, buyer: Buyer, index: number): Promise<Sale> {
  const { product, size } = products[index % products.length];
  const lines = [line(product, 1, size)];
  try {
    if (index % 2 === 0) {
      const r = await rest(server, 'POST', '/api/orders', restOrderPayload(buyer.user.id, lines, 'cod'), { token: buyer.token, headers: { 'Idempotency-Key': idempotencyKey() } });
      return { index, placed: r.status === 201, status: r.status, orderNumber: r.body?.orderId, invoiceNumber: r.body?.order?.invoiceNumber, error: r.status === 201 ? undefined : JSON.stringify(r.body).slice(0, 200) };
    }
    const r = await gql(server, CREATE, { input: gqlOrderInput(lines, 'cod'), key: idempotencyKey() }, { token: buyer.token });
    const o = (r.body?.data as any)?.createOrder;
    return { index, placed: !r.body?.errors && !!o, status: r.status, orderNumber: o?.orderNumber, invoiceNumber: o?.invoiceNumber, error: r.body?.errors ? JSON.stringify(r.body.errors).slice(0, 200) : undefined };
  } catch (error) {
    return { index, placed: false, status: 0, error: String((error as Error).message) };
  }
}

export interface SeriesRow {
  order_number: string;
  number: string | null;
  seq: number | null;
  financial_year: string;
}

/** Every COD order with its invoice (if any), and every invoice with its order. */
export async function seriesOf(server: RunningServer) {
  const invoices = (await dbQuery<SeriesRow>(
    server,
    "SELECT o.order_number, d.number, d.seq, d.financial_year FROM gst_documents d JOIN orders o ON o.id = d.order_id WHERE d.kind = 'invoice' ORDER BY d.seq",
  )).map((r) => ({ ...r, seq: r.seq === null ? null : Number(r.seq) }));
  const codOrders = (await dbQuery<{ order_number: string }>(server, "SELECT order_number FROM orders WHERE payment_method = 'cod'")).map((r) => r.order_number);
  return { invoices, codOrders };
}

/** What a series must be: numbers 1..n in one financial year, each once, each of the form SQU/yy-yy/nnnnnn, one per COD order. */
export function expectConsecutive(s: Awaited<ReturnType<typeof seriesOf>>, n: number): void {
  const { invoices, codOrders } = s;
  expect(invoices).toHaveLength(n);
  expect(codOrders).toHaveLength(n);
  expect(invoices.filter((i) => i.number === null)).toEqual([]);
  expect(invoices.map((i) => i.seq)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
  expect(new Set(invoices.map((i) => i.number)).size).toBe(n);
  for (const i of invoices) {
    expect(i.number).toBe(`SQU/${i.financial_year}/${String(i.seq).padStart(6, '0')}`);
    expect(i.number!.length).toBeLessThanOrEqual(16);
  }
  expect(new Set(invoices.map((i) => i.order_number))).toEqual(new Set(codOrders));
}

/**
 * Runs `n` jobs with at most `inFlight` at once (each instance's pool has 20 connections: 250
 * orders at once on one instance wait past the pool's connect timeout, a 503 that is not what
 * these specs are about).
 */
export async function inParallel<T>(n: number, inFlight: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await job(i);
      }
    }),
  );
  return out;
}
