import type { Page } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { catalogue, eventually, openPage, resultCount, seriousA11yViolations, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

const DESKTOP = { width: 1366, height: 768 };

/** 'women-footwear' -> 'Women Footwear', 'men-tshirts' -> 'Men T-Shirts': the links' names. */
// The home-decor category is shown as 'Home & Living' (the Home page is 'Home'); its id stays 'home'.
const nameOf = (slug: string) => slug === 'home' ? 'Home & Living' : slug.split('-').map((w) => (w === 'tshirts' ? 'T-Shirts' : w[0].toUpperCase() + w.slice(1))).join(' ');
const categories = [...new Set(catalogue.map((p) => p.category))];
const inGroup = (group: string) => (c: string) =>
  group === 'Women' ? c.startsWith('women-') : group === 'Men' ? c.startsWith('men-') : group === 'Accessories' ? ['accessories', 'bags'].includes(c) : c === 'home';
const GROUPS = ['Women', 'Men', 'Accessories', 'Home & Living'];

/** Each list's name (its title) and the names of its links, as a screen reader gets them. */
const groupsShown = (page: Page) =>
  page.getByTestId('categories-menu').evaluate((menu) =>
    [...menu.querySelectorAll('ul')].map((list) => [
      document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
      [...list.querySelectorAll('a')].map((a) => a.getAttribute('aria-label') ?? a.textContent),
    ]),
  );

describe('the Categories menu', () => {
  useShopInBrowser();

  it('groups the categories in lists named Women, Men, Accessories and Home & Living, every category once, and opens on hover', async () => {
    const { page } = await openPage(browser, server.url, '/', DESKTOP);
    await waitForProducts(page);
    await page.getByTestId('categories-trigger').hover();
    const menu = page.getByTestId('categories-menu');
    await menu.waitFor({ state: 'visible' });
    const shown = await groupsShown(page);
    expect(shown.map(([heading]) => heading)).toEqual(GROUPS);
    for (const [heading, links] of shown) {
      expect([...(links as string[])].sort()).toEqual(categories.filter(inGroup(heading as string)).map(nameOf).sort());
    }
    expect(shown.flatMap(([, links]) => links).length).toBe(categories.length);
    for (const group of GROUPS) await menu.getByRole('list', { name: group, exact: true }).waitFor();
    // The titles are no headings: the header comes before the page's h1.
    expect(await menu.getByRole('heading').count()).toBe(0);
    // Within Women the shop's order leads: Footwear, then Jeans.
    expect((shown[0][1] as string[]).slice(0, 2)).toEqual(['Women Footwear', 'Women Jeans']);
    // What the eye reads under a heading is the name without the group's word.
    await menu.getByRole('list', { name: 'Men', exact: true }).getByRole('link', { name: 'Men Shirts' }).getByText('Shirts', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'Men Shirts' }).click();
    await page.waitForURL(/\/shop\?category=men-shirts$/);
    await waitForProducts(page);
    await eventually(() => resultCount(page), catalogue.filter((p) => p.category === 'men-shirts').length);
    await eventually(() => menu.isVisible(), false);
    await page.context().close();
  });

  it('by keyboard: Enter opens it, Tab walks the groups in order, Escape closes it back to its button', async () => {
    const { page } = await openPage(browser, server.url, '/', DESKTOP);
    const trigger = page.getByTestId('categories-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await eventually(() => trigger.getAttribute('aria-expanded'), 'true');
    const menu = page.getByTestId('categories-menu');
    await menu.waitFor({ state: 'visible' });
    const order = (await groupsShown(page)).flatMap(([, links]) => links as string[]);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    for (const name of order) {
      await page.keyboard.press('Tab');
      await eventually(focused, name);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await eventually(() => menu.isVisible(), false);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'categories-trigger');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');

    // Enter on a link follows it.
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await eventually(focused, 'Women Footwear');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/shop\?category=women-footwear$/);
    // Tab past the last link closes it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    for (let i = 0; i <= order.length; i++) await page.keyboard.press('Tab');
    await eventually(() => menu.isVisible(), false);
    await page.context().close();
  });
});
