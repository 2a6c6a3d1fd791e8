import type { Page } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { catalogue, eventually, openPage, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** A short window (a landscape phone, or one with its keyboard up): five rows do not fit. */
const SHORT = { width: 844, height: 390 };

/** Whether a text holds a word that starts with `term` (the search looks for words from their start). */
const holdsWord = (text: string, term: string) => text.toLowerCase().split(/[\s\p{P}]+/u).some((w) => w.startsWith(term));

/** Types the term into the header's search (the phone's behind its toggle) and waits for the list. */
async function suggest(page: Page, term: string) {
  if (page.viewportSize()!.width < 768) await page.getByTestId('search-toggle').click();
  await page.locator('[data-testid=search-input]:visible').fill(term);
  const list = page.getByTestId('search-suggestions');
  await list.waitFor();
  await list.getByText(`View all results for "${term}"`).waitFor();
  return list;
}

describe('header search suggestions', () => {
  useShopInBrowser();

  const open = async (viewport: { width: number; height: number }) => {
    const { page } = await openPage(browser, server.url, '/', viewport);
    await waitForProducts(page);
    return page;
  };

  it("ranks name matches before description matches: 'shi' suggests shirts, not the 'cushioned' flats", async () => {
    // Products whose name has a word from 'shi'; the catalogue also holds a popular product whose description alone does.
    const byName = catalogue.filter((p) => holdsWord(p.name, 'shi'));
    expect(byName.length).toBeGreaterThan(5);
    expect(catalogue.some((p) => /cushioned/i.test(p.description) && !/shi/i.test(p.name) && (p.isNew || p.isSale))).toBe(true);
    const page = await open(DESKTOP);
    const list = await suggest(page, 'shi');
    const names = await list.locator('li').evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''));
    expect(names).toHaveLength(5);
    for (const name of names) expect(byName.map((p) => p.name)).toContain(name);

    // 'View all results for' opens the search page on the same five.
    await list.getByRole('link', { name: 'View all results for "shi"' }).click();
    await page.waitForURL(/\/shop\?search=shi$/);
    await waitForProducts(page);
    await eventually(async () => (await page.getByTestId('product-card').locator('.product-card-name').allInnerTexts()).slice(0, 5), names);
    await page.context().close();
  });

  it.each([
    ['desktop 1366 x 768', DESKTOP],
    ['phone 390 x 844', PHONE],
  ])('at %s the rows are compact and the list, "View all results for" included, is inside the viewport', async (_, viewport) => {
    const page = await open(viewport);
    const list = await suggest(page, 'shi');
    const rows = list.locator('li');
    await eventually(() => rows.count(), 5);
    for (const box of await rows.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().toJSON()))) {
      expect({ width: Math.round(box.width), height: Math.round(box.height) }).toEqual({ width: 40, height: 50 });
    }
    for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeLessThanOrEqual(72);
    const listBox = (await list.boundingBox())!;
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(viewport.height);
    const viewAll = (await list.getByRole('link', { name: 'View all results for "shi"' }).boundingBox())!;
    expect(viewAll.y).toBeGreaterThanOrEqual(0);
    expect(viewAll.y + viewAll.height).toBeLessThanOrEqual(viewport.height);
    await page.context().close();
  });

  it('in a short window the rows scroll inside the list; "View all results for" stays in sight, and the arrow keys reach every row', async () => {
    const page = await open(SHORT);
    const list = await suggest(page, 'shi');
    const rows = list.getByRole('list', { name: 'Suggestions' });
    const scroll = () => rows.evaluate((ul) => ({ overflows: ul.scrollHeight > ul.clientHeight, top: ul.scrollTop }));
    expect(await scroll()).toEqual({ overflows: true, top: 0 });
    const listBox = (await list.boundingBox())!;
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(SHORT.height);
    const viewAll = list.getByRole('link', { name: 'View all results for "shi"' });
    const inSight = async () => {
      const box = (await viewAll.boundingBox())!;
      return box.y >= listBox.y && box.y + box.height <= Math.min(SHORT.height, listBox.y + listBox.height);
    };
    expect(await inSight()).toBe(true);
    // Down from the box to the fifth row: the list scrolls to it, and the link at its foot stays.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    const fifth = list.locator('li').nth(4).getByRole('link');
    await expect(fifth.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
    expect((await scroll()).top).toBeGreaterThan(0);
    const fifthBox = (await fifth.boundingBox())!;
    expect(fifthBox.y + fifthBox.height).toBeLessThanOrEqual((await viewAll.boundingBox())!.y + 1);
    expect(await inSight()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(viewAll.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });
});
