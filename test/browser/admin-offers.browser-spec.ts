/**
 * DECISIONS 17 and 19, the admin console's offers in Chromium: the seeded offers with their rules
 * and times used; an admin creates an offer, sees the server's refusal at the form, edits and
 * deactivates it, at 1366 and 390 px. The home page's offer cards are the server's offers running:
 * the new offer shows there once saved and is gone once deactivated.
 */
import { browser, server, useShopInBrowser } from '../support/browser';
import { toast } from './account-helpers';
import { adminShot, createAdmin, PHONE_390, signedInPage, STAFF, WIDE } from './admin-helpers';
import { eventually, newContext, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

/** The codes on the home page's offer cards, as a new visitor sees them (a fresh browser context: no answer kept from before). */
async function homeCodes(viewport: { width: number; height: number }): Promise<string[]> {
  const context = await newContext(browser, viewport, server.url);
  const page = await context.newPage();
  await visit(page, '/');
  await page.getByTestId('offers').waitFor({ state: 'attached' });
  const codes = await page.getByTestId('offer-code').allTextContents();
  await context.close();
  return codes;
}

describe('admin console: offers', () => {
  useShopInBrowser();

  beforeAll(async () => {
    await createAdmin(server);
  });

  it.each([['1366', WIDE], ['390', PHONE_390]] as const)('at %s px: lists, creates, refuses a taken code, edits and deactivates', async (w, viewport) => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, '/admin/offers');
    const rows = page.getByTestId('offer-row');
    await eventually(async () => (await rows.allTextContents()).filter((t) => /^(FIRST15|WEEKEND10|BIG20)/.test(t)).length, 3);
    await expect(rows.filter({ hasText: 'BIG20' }).textContent()).resolves.toContain('20% · from ₹5,000');
    await expect(rows.filter({ hasText: 'WEEKEND10' }).textContent()).resolves.toContain('Sat, Sun');

    const code = `FLAT${w}`;
    await page.getByTestId('offer-new').click();
    const form = page.getByTestId('offer-form');
    // Saved empty: every field the server names shows its own message, at once.
    const errorOf = (testId: string) => form.locator('[data-scope="field"][data-part="root"]').filter({ has: page.getByTestId(testId) }).locator('[data-part="error-text"]');
    const fieldError = (testId: string) => errorOf(testId).textContent();
    await form.getByTestId('offer-save').click();
    await eventually(() => fieldError('offer-code-input'), 'A code is 3 to 32 letters, digits, - or _');
    await expect(fieldError('offer-title-input')).resolves.toBe('Please give the offer a title');
    await expect(form.getByTestId('offer-code-input').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await form.getByTestId('offer-problem').count()).toBe(0);
    await adminShot(page, `offer-form-refused-${w}`, { fullPage: false });
    await form.getByTestId('offer-code-input').fill('BIG20');
    await form.getByTestId('offer-title-input').fill('Flat ₹100');
    await form.getByTestId('offer-kind').selectOption('FIXED');
    await form.getByTestId('offer-value-input').fill('100');
    await form.getByTestId('offer-save').click();
    await eventually(() => fieldError('offer-code-input'), 'An offer with the code BIG20 exists already');
    expect(await errorOf('offer-title-input').count()).toBe(0);
    await form.getByTestId('offer-code-input').fill(code);
    await form.getByTestId('offer-save').click();
    await toast(page, `Offer ${code} saved`);
    const row = rows.filter({ hasText: code });
    await eventually(() => row.count(), 1);
    await expect(row.textContent()).resolves.toContain('₹100');
    await expect(row.getByTestId('offer-used').textContent()).resolves.toBe('0');
    await expect(homeCodes(viewport)).resolves.toEqual(['FIRST15', 'WEEKEND10', 'BIG20', code]);

    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('offer-value-input').fill('150');
    await page.getByTestId('offer-save').click();
    await eventually(async () => (await row.textContent())!.includes('₹150'), true);
    await row.getByTestId('offer-toggle').click();
    await eventually(() => row.getByTestId('offer-toggle').textContent(), 'Activate');
    await expect(row.getByTestId('offer-inactive').textContent()).resolves.toBe('Inactive');
    // Its buttons work, so they do not look disabled.
    await expect(row.getByTestId('offer-toggle').evaluate((el) => { let o = 1; for (let e: Element | null = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity); return o; })).resolves.toBe(1);
    await expect(homeCodes(viewport)).resolves.toEqual(['FIRST15', 'WEEKEND10', 'BIG20']);
    expect(await sidewaysOverflow(page)).toBe(0);
    // On a phone each offer is a card, without the table's header: its cells are not squeezed into five columns.
    const phone = viewport.width < 768;
    await expect(row.evaluate((el) => getComputedStyle(el).display)).resolves.toBe(phone ? 'grid' : 'table-row');
    await expect(page.getByTestId('offers-table').locator('thead').isVisible()).resolves.toBe(!phone);
    await adminShot(page, `offers-${w}`);
    await page.close();
  });
});
