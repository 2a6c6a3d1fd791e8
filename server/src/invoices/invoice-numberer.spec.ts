import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DatabaseService } from '../database/database.service.js';
import { insertRows } from '../database/insert-rows.js';
import { serviceContext, type ServiceContext } from '../testing/service-context.js';
import { GstDocumentEntity } from './gst-document.entity.js';
import { InvoiceNumberer } from './invoice-numberer.js';
import { InvoicesModule } from './invoices.module.js';
import type { DocumentKind } from './series.js';

/**
 * The numbering statement (issue 58): documents waiting are numbered in issue order, each series
 * after its highest number, in one statement; a number past a series' capacity is never given.
 * On a real database (SQLite here; PostgreSQL in the e2e and fault suites).
 */
let ctx: ServiceContext;
let numberer: InvoiceNumberer;
let db: DatabaseService;

beforeAll(async () => {
  // Only the spec numbers: the numberer's timer would number documents between a spec's issues.
  ctx = await serviceContext([InvoicesModule], [], { INVOICE_NUMBERING_INTERVAL_MS: '600000' });
  numberer = ctx.get(InvoiceNumberer);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());
beforeEach(() => db.transaction((m) => m.getRepository(GstDocumentEntity).clear()));

let issued = Date.parse('2026-11-29T06:00:00Z');
/** Documents issued one second apart, unnumbered unless `seq` and `number` are given. */
async function issue(kind: DocumentKind, financialYear: string, given: { seq: number; number: string } | null = null): Promise<string> {
  const id = randomUUID();
  const row: GstDocumentEntity = Object.assign(new GstDocumentEntity(), {
    id,
    kind,
    number: given?.number ?? null,
    financialYear,
    seq: given?.seq ?? null,
    orderId: randomUUID(),
    invoiceOrderId: null,
    invoiceId: null,
    refundRef: kind === 'credit_note' ? `ref-${id}` : null,
    issuedAt: new Date((issued += 1000)),
    numberedAt: given ? new Date(issued) : null,
    cancelledAt: null,
    placeOfSupply: 'Karnataka',
    taxablePaise: 100_00,
    cgstPaise: 9_00,
    sgstPaise: 9_00,
    igstPaise: 0,
    totalPaise: 118_00,
    body: '{}',
  });
  await db.transaction((m) => insertRows(m, GstDocumentEntity, [row]));
  return id;
}

const numbers = async () =>
  new Map((await db.manager.getRepository(GstDocumentEntity).find()).map((d) => [d.id, d.number]));

it('numbers what waits in issue order, each series after its highest number, and answers what it gave', async () => {
  await issue('invoice', '26-27', { seq: 41, number: 'SQU/26-27/000041' });
  const a = await issue('invoice', '26-27');
  const cn = await issue('credit_note', '26-27');
  const b = await issue('invoice', '26-27');
  const older = await issue('invoice', '25-26');

  const given = await numberer.numberWaiting();

  expect(new Map(given.map((g) => [g.id, g.number]))).toEqual(
    new Map([
      [a, 'SQU/26-27/000042'],
      [cn, 'CN/26-27/0000001'],
      [b, 'SQU/26-27/000043'],
      [older, 'SQU/25-26/000001'],
    ]),
  );
  const stored = await numbers();
  for (const g of given) expect(stored.get(g.id)).toBe(g.number);
  // Nothing waits now: the next statement numbers nothing and changes nothing.
  expect(await numberer.numberWaiting()).toEqual([]);
  expect(await numbers()).toEqual(stored);
});

it('never gives a number past a series capacity: the document waits', async () => {
  await issue('invoice', '26-27', { seq: 999_999, number: 'SQU/26-27/999999' });
  const over = await issue('invoice', '26-27');
  const note = await issue('credit_note', '26-27');

  const given = await numberer.numberWaiting();

  expect(given).toEqual([{ id: note, number: 'CN/26-27/0000001' }]);
  expect((await numbers()).get(over)).toBeNull();
});

describe("the timer's warning that a series is full", () => {
  const warnings = () => {
    const warn = jest.spyOn((numberer as unknown as { log: { warn: (m: string) => void } }).log, 'warn').mockImplementation(() => undefined);
    return { said: () => warn.mock.calls.map((c) => String(c[0])), restore: () => warn.mockRestore() };
  };

  it('is given when the first document waiting stays without a number', async () => {
    await issue('invoice', '26-27', { seq: 999_999, number: 'SQU/26-27/999999' });
    await issue('invoice', '26-27');
    const w = warnings();
    try {
      await numberer.numberNow({ look: true });
      expect(w.said()).toEqual([expect.stringContaining('is a series full?')]);
    } finally {
      w.restore();
    }
  });

  it('is not given when another instance numbered what waited and a document issued meanwhile waits for the next run', async () => {
    await issue('invoice', '26-27');
    const original = numberer.numberWaiting.bind(numberer);
    // As two instances met before turns: the other's run numbered the document this run saw,
    // and a sale committed while it went; this run gave nothing.
    const spied = jest.spyOn(numberer, 'numberWaiting').mockImplementationOnce(async () => {
      await original();
      await issue('invoice', '26-27');
      return [];
    });
    const w = warnings();
    try {
      await numberer.numberNow({ look: true });
      expect(w.said()).toEqual([]);
    } finally {
      w.restore();
      spied.mockRestore();
    }
  });
});
