/**
 * DECISIONS 11 and 19, the admin console's stock in Chromium: an admin finds a product's size,
 * sets its figure with a note and adds units back with a reason, sees the row and the product's
 * movements change; the low-stock filter keeps only sizes under 5. axe-clean at 1366 and 390 px.
 */
import { browser, server, useShopInBrowser } from '../support/browser';
import { adminCli } from '../support/stock';
import { toast } from './account-helpers';
import { adminShot, createAdmin, PHONE_390, signedInPage, STAFF, tableHiddenWidth, TABLET_1024, TABLET_800, WIDE } from './admin-helpers';
import { eventually, invalidCss, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

const PRODUCT = { id: '102', name: 'Grey Water-Resistant Laptop Backpack', size: 'One Size' };

describe('admin console: stock', () => {
  useShopInBrowser();

  beforeAll(async () => {
    await createAdmin(server);
  });

  it('sets a figure with a note, adds units back as a return, and shows the movements, fresh each time they open', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password);
    await visit(page, '/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Stock' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/stock');
    await page.getByTestId('stock-search').fill(PRODUCT.name.toLowerCase());
    await page.getByTestId('stock-search').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === PRODUCT.name.toLowerCase());
    const row = page.locator(`[data-testid=stock-row][data-key="${PRODUCT.id}/${PRODUCT.size}"]`);
    await eventually(() => page.getByTestId('stock-row').count(), 1);

    await row.getByTestId('stock-edit').click();
    const form = page.getByTestId('stock-edit-form');
    await form.getByTestId('stock-figure').fill('200');
    await form.getByTestId('stock-note').fill('Stock take, 26 Nov');
    await form.getByTestId('stock-save').click();
    await toast(page, `Stock of ${PRODUCT.id} in size ${PRODUCT.size} saved`);
    await eventually(() => row.getByTestId('stock-available').textContent(), '200');

    await row.getByTestId('stock-edit').click();
    await form.getByTestId('stock-mode').selectOption('adjust');
    await form.getByTestId('stock-figure').fill('5');
    await form.getByTestId('stock-reason').selectOption('RETURN');
    await form.getByTestId('stock-note').fill('Parcel came back');
    await form.getByTestId('stock-save').click();
    await eventually(() => row.getByTestId('stock-available').textContent(), '205');

    await row.getByTestId('stock-movements').click();
    const drawer = page.getByTestId('movements-drawer');
    await eventually(() => drawer.getByTestId('movement').count().then((n) => n >= 3), true);
    // Badges are set in capitals by the theme: the words are compared in any case.
    const [latest, previous] = await drawer.getByTestId('movement').allInnerTexts();
    expect(latest).toMatch(new RegExp(`^Size One Size: \\+5\\s+Return\\s+Parcel came back[\\s\\S]*by ${STAFF.email}$`, 'i'));
    expect(previous).toMatch(new RegExp(`^Size One Size: -?\\d+\\s+Adjustment\\s+Stock take, 26 Nov[\\s\\S]*by ${STAFF.email}$`, 'i'));
    // Escape closes it, and focus is back on the Movements button it was opened from.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'stock-movements');

    // A change made elsewhere while it was closed (the operator's command) shows when it opens again.
    expect((await adminCli(server, 'stock', 'adjust', PRODUCT.id, PRODUCT.size, '-1', '--note', 'Damaged in the store room')).code).toBe(0);
    await row.getByTestId('stock-movements').click();
    await eventually(() => drawer.getByTestId('movement').first().innerText().then((t) => /^Size One Size: -1\s+Adjustment\s+Damaged in the store room/i.test(t)), true);
    await page.context().close();
  });

  it.each([['1366', WIDE], ['390', PHONE_390]])('taking off more than is on hand is refused in words for the staff, wrapped inside the form (%s px)', async (_, viewport) => {
    expect((await adminCli(server, 'stock', 'set', PRODUCT.id, PRODUCT.size, '25')).code).toBe(0);
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, `/admin/stock?q=${PRODUCT.id}`);
    const row = page.locator(`[data-testid=stock-row][data-key="${PRODUCT.id}/${PRODUCT.size}"]`);
    await row.getByTestId('stock-edit').click();
    const form = page.getByTestId('stock-edit-form');
    await form.getByTestId('stock-mode').selectOption('adjust');
    await form.getByTestId('stock-figure').fill('-30');
    await form.getByTestId('stock-save').click();
    const problem = form.getByTestId('stock-problem');
    await eventually(() => problem.textContent(), `25 on hand of ${PRODUCT.name} in size ${PRODUCT.size}: you cannot take away 30`);
    // The words wrap inside the form: none runs past its box or the screen.
    expect(await problem.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const box = await problem.boundingBox();
    const formBox = await form.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(viewport.width, formBox!.x + formBox!.width) + 0.5);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await tableHiddenWidth(page, 'Stock table')).toBe(0);
    await adminShot(page, 'admin-stock-problem');
    await page.context().close();
  });

  it.each([['1366', WIDE], ['1024', TABLET_1024], ['800', TABLET_800], ['390', PHONE_390]])('low stock only, the edit form and the movements fit the screen, pass axe-core at %s px and are photographed', async (_, viewport) => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, '/admin/stock');
    await page.getByTestId('stock-low-only').click();
    await page.waitForURL((u) => u.searchParams.get('low') === '1');
    // Every row left is sold out or low; the figures that are not are named on failure. A slow
    // host may take seconds to answer while the last list stays shown (dimmed).
    const notLow = (all: string[]) => (all.length === 0 ? ['(no rows)'] : all.filter((t) => !/^(Sold out|\d · low)$/i.test(t)));
    await eventually(() => page.getByTestId('stock-available').allInnerTexts().then(notLow), [], 15_000);
    await adminShot(page, 'admin-stock-low');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await invalidCss(page)).toEqual([]);
    // A row whole on the screen, a phone's too: the figure and the buttons, with no sideways scroll.
    expect(await tableHiddenWidth(page, 'Stock table')).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    const first = page.getByTestId('stock-row').first();
    const box = await first.getByTestId('stock-movements').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.getByTestId('stock-edit').first().click();
    await page.getByTestId('stock-edit-form').waitFor();
    expect(await tableHiddenWidth(page, 'Stock table')).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await adminShot(page, 'admin-stock-edit');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await invalidCss(page)).toEqual([]);
    await page.getByTestId('stock-movements').first().click();
    await page.getByTestId('movement').first().waitFor();
    await adminShot(page, 'admin-stock-movements');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await invalidCss(page)).toEqual([]);
    await page.context().close();
  });
});
