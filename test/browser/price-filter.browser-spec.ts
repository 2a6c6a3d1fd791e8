import type { Page } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { catalogue, DESKTOP, eventually, newContext, PHONE, resultCount, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

const inRange = (min: number, max: number) => catalogue.filter((p) => p.price >= min && p.price <= max).length;

describe('the price filter refuses a negative price', () => {
  useShopInBrowser();

  async function shop(viewport = DESKTOP): Promise<Page> {
    const page = await (await newContext(browser, viewport, server.url)).newPage();
    await visit(page, '/shop');
    await waitForProducts(page);
    return page;
  }

  it('a negative minimum: a message at its box, nothing applied; corrected, it applies and the message goes', async () => {
    const page = await shop();
    const min = page.getByTestId('price-min').first();
    await min.fill('-100');
    await page.getByTestId('price-max').first().fill('1000');
    await page.getByRole('button', { name: 'Apply' }).first().click();
    const error = page.getByTestId('price-error').first();
    await eventually(() => error.innerText(), 'The minimum price cannot be negative');
    await expect(error.getAttribute('role')).resolves.toBe('alert');
    await expect(min.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(min.getAttribute('aria-describedby')).resolves.toBe(await error.getAttribute('id'));
    await expect(min.inputValue()).resolves.toBe('-100');
    await eventually(() => resultCount(page), catalogue.length);

    await min.fill('500');
    await eventually(() => page.getByTestId('price-error').count(), 0);
    await expect(min.getAttribute('aria-invalid')).resolves.toBeNull();
    await min.press('Enter');
    await eventually(() => resultCount(page), inRange(500, 1000));
    await page.context().close();
  });

  it('a negative maximum (Enter in the box, phone drawer) is refused the same way', async () => {
    const page = await shop(PHONE);
    await page.getByTestId('filters-button').click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByTestId('price-max').fill('-5');
    await drawer.getByTestId('price-max').press('Enter');
    await eventually(() => drawer.getByTestId('price-error').innerText(), 'The maximum price cannot be negative');
    await expect(drawer.getByTestId('price-max').getAttribute('aria-invalid')).resolves.toBe('true');
    await eventually(() => drawer.getByRole('button', { name: /^Show \d+ products?$/ }).innerText(), `Show ${catalogue.length} products`);
    await page.context().close();
  });
});
