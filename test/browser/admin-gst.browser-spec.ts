/**
 * Issue 58, the admin console's GST documents in Chromium: this month's tax invoices and credit
 * notes (a Cash on Delivery order's invoice; a paid UPI order cancelled by its shopper: its
 * invoice marked CANCELLED and its credit note), filtered by kind, one opened as its stored
 * document, and Export CSV downloading the GSTR-1 rows. At 1366 and 390 px (every row fits,
 * a long buyer's name too: on a phone a row is the number with its details under it, the total
 * and Open), photographed, axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { FULL_PROFILE, gql, rest, signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { toast } from './account-helpers';
import { adminShot, createAdmin, payOrder, PHONE_390, placeOrder, signedInPage, STAFF, tableHiddenWidth, TABLET_1024, TABLET_800, WIDE } from './admin-helpers';
import { eventually, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

const LONG_NAME = { firstName: 'Venkata Lakshmi', lastName: 'Kumaraswamy-Venkataraman' };

const GSTR1_HEADER = 'Document Type,Document Number,Document Date,Original Invoice Number,Order Number,GSTIN/UIN of Recipient,Receiver Name,Place Of Supply,Reverse Charge,Supply Type,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,Document Value,Status';

describe('admin console: GST documents', () => {
  useShopInBrowser();
  let cod: string;
  let cancelled: string;

  beforeAll(async () => {
    await createAdmin(server);
    const shopper = await signedUpShopper(server);
    // The COD order's buyer has a long name, which must wrap rather than push the last columns out of sight.
    const named = await signedUpShopper(server);
    expect((await rest(server, 'PUT', '/api/user/profile', { ...FULL_PROFILE, ...LONG_NAME }, { token: named.token })).status).toBe(200);
    cod = await placeOrder(server, named.token, 'cod');
    cancelled = await placeOrder(server, shopper.token);
    await payOrder(server, shopper, cancelled);
    const answer = await gql(server, 'mutation C($n: String!) { cancelOrder(orderNumber: $n) { paymentStatus } }', { n: cancelled }, { token: shopper.token });
    expect(answer.body.data?.cancelOrder.paymentStatus).toBe('REFUNDED');
  });

  it.each([['1366', WIDE], ['390', PHONE_390]] as const)('at %s px: lists the period\'s invoices and credit note, filters by kind, opens one, exports the CSV', async (w, viewport) => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, '/admin');
    await page.getByRole('link', { name: 'GST documents' }).click();
    await page.waitForURL(/\/admin\/gst$/);
    const rows = page.getByTestId('gst-document-row');
    const rowOf = (order: string, kind: string) => rows.and(page.locator(`[data-kind="${kind}"]`)).filter({ hasText: order });
    await eventually(() => rowOf(cancelled, 'CREDIT_NOTE').count(), 1);
    // The status shows once: in its column, or under the number on a phone.
    const status = (row: ReturnType<typeof rowOf>) => row.getByTestId('gst-status').filter({ visible: true }).innerText();
    await expect(status(rowOf(cod, 'INVOICE'))).resolves.toBe('ISSUED');
    await expect(status(rowOf(cancelled, 'INVOICE'))).resolves.toBe('CANCELLED');
    const invoiceNumber = await rowOf(cancelled, 'INVOICE').getAttribute('data-number');
    const note = rowOf(cancelled, 'CREDIT_NOTE');
    const noteNumber = (await note.getAttribute('data-number'))!;
    expect(noteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{7}$/);
    await expect(note.innerText()).resolves.toContain(`Credit note of ${invoiceNumber}`);
    await expect(page.getByTestId('gst-summary').innerText()).resolves.toMatch(/: 3 documents$/);
    expect(await sidewaysOverflow(page)).toBe(0);
    // Every row fits the table's box, a long buyer's name too: nothing to scroll to, Open in view.
    await expect(rowOf(cod, 'INVOICE').innerText()).resolves.toContain(LONG_NAME.lastName);
    expect(await tableHiddenWidth(page, 'GST documents table')).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await adminShot(page, `gst-${w}`);

    // Credit notes only.
    await page.getByTestId('gst-kind').selectOption('CREDIT_NOTE');
    await eventually(async () => (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).join(), 'CREDIT_NOTE');

    // The note opens as the stored document.
    await note.getByTestId('gst-open').click();
    const dialog = page.getByTestId('gst-document-dialog');
    await dialog.waitFor();
    const frame = page.frameLocator('[data-testid="gst-document-frame"]');
    await eventually(async () => (await frame.locator('body').innerText()).includes(noteNumber), true);
    await expect(frame.locator('body').innerText()).resolves.toContain(invoiceNumber!);
    expect(await sidewaysOverflow(page)).toBe(0);
    await adminShot(page, `gst-document-${w}`, { fullPage: false });
    await page.getByRole('button', { name: 'Close the document' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Both kinds again; Export CSV downloads the GSTR-1 rows of the period.
    await page.getByTestId('gst-kind').selectOption('');
    await eventually(() => rows.count(), 3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('gst-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^gstr1-documents-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(GSTR1_HEADER);
    expect(lines.find((l) => l.startsWith(`Credit Note,${noteNumber},`))).toContain(`,${invoiceNumber},${cancelled},`);
    await toast(page, 'GSTR-1 CSV downloaded');
    await page.close();
  });

  it.each([['1280', { width: 1280, height: 800 }], ['1024', TABLET_1024], ['800', TABLET_800]] as const)('at %s px, the full table from 1280 and the compact rows below, every row fits its box', async (w, viewport) => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, '/admin/gst');
    await eventually(() => page.getByTestId('gst-document-row').count(), 3);
    expect(await tableHiddenWidth(page, 'GST documents table')).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await adminShot(page, `gst-${w}`);
    await page.close();
  });

  it('a period ending before it starts is refused at its field, in the server\'s words', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, WIDE);
    await visit(page, '/admin/gst');
    await page.getByTestId('gst-document-row').first().waitFor();
    await page.getByTestId('gst-to').fill('2020-01-01');
    await eventually(() => page.getByText('The period ends before it starts').count(), 1);
    await expect(page.getByTestId('gst-month').inputValue()).resolves.toBe('custom');
    await expect(page.getByTestId('gst-export').isDisabled()).resolves.toBe(true);
    await page.close();
  });
});
