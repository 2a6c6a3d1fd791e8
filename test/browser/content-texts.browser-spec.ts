/**
 * The help, company and policy pages' texts are data (features/content/lib/content-texts.ts):
 * a page landed on carries them, a page gone to fetches them beside its chunk, and a page whose
 * texts or code do not come says so and can be tried again (app/layout/page-error-boundary.tsx).
 */
import type { Page } from 'playwright-core';
import { useShopInBrowser } from '../support/browser';
import { DESKTOP, open, PHONE, screenshot, seriousA11yViolations } from './shop-helpers';

jest.setTimeout(120_000);

/** The texts the page asks the server for, as they are asked. */
function textRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/content/') && asked.push(new URL(r.url()).pathname)));
  return asked;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe("help pages' texts in a real browser", () => {
  useShopInBrowser();

  it('a page landed on hydrates with the texts it came with; a page gone to fetches its own, once', async () => {
    const { page } = await open('/privacy-policy');
    const asked = textRequests(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await heading(page, 'Privacy Policy').waitFor();
    await page.getByRole('link', { name: /Information We Collect/ }).first().click();
    expect(asked).toEqual([]);

    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
    await heading(page, 'Terms & Conditions').waitFor();
    await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
    await heading(page, 'Frequently Asked Questions').waitFor();
    // The FAQ searches the texts it fetched.
    await page.getByTestId('faq-search').fill('refund');
    await page.getByText(/questions? found/).waitFor();
    await footer.getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
    await heading(page, 'Terms & Conditions').waitFor();
    expect(asked).toEqual(['/content/terms-conditions.json', '/content/faq.json']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]])(
    'at %s width, a page whose texts or code do not come says so under the header; Try Again and going on both bring it',
    async (width, viewport) => {
      const { page } = await open('/', viewport);
      // The texts of the terms do not come.
      await page.route('**/content/terms-conditions.json', (r) => r.abort('internetdisconnected'));
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
      const failed = page.getByTestId('page-load-failed');
      await failed.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
      await page.getByTestId('cart-button').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'page-load-failed');
      await page.unroute('**/content/terms-conditions.json');
      await failed.getByRole('button', { name: 'Try Again' }).click();
      await heading(page, 'Terms & Conditions').waitFor();
      expect(await failed.count()).toBe(0);

      // The about page's code does not come; the shopper goes home, then back once the line is up.
      await page.route(/\/assets\/about-[\w-]+\.js$/, (r) => r.abort('internetdisconnected'));
      await footer.getByRole('link', { name: 'About Us', exact: true }).click();
      await failed.waitFor();
      await failed.getByRole('link', { name: 'Go Home' }).click();
      await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
      expect(await failed.count()).toBe(0);
      await page.unroute(/\/assets\/about-[\w-]+\.js$/);
      await footer.getByRole('link', { name: 'About Us', exact: true }).click();
      await heading(page, 'Everyday clothes, made with care in India').waitFor();
      await page.context().close();
    },
  );
});
