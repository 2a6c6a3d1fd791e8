import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(90_000);

describe('GraphQL explorer at /graphql', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens with the example operations and runs the catalogue query, loading nothing from another host', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
    });
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${server.url}/graphql`, { waitUntil: 'networkidle' });
    // GraphiQL draws its tabs after the page's network is idle, seconds later on a slow host: each
    // one must show (a failure names the tab that never did).
    for (const tab of ['Catalogue', 'QuoteCart', 'Register', 'PlaceOrder']) await page.getByText(tab, { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
    // The editor (Monaco) fills in the tab's operation after the page's network is idle; the run
    // button sends nothing until it has. Monaco draws spaces as no-break spaces.
    await page.waitForFunction(() => /query\s+Catalogue/.test(document.querySelector('.graphiql-query-editor')?.textContent ?? ''), null, { timeout: 20_000 });
    await page.locator('.graphiql-execute-button').click();
    await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('women-footwear'), null, { timeout: 20_000 });
    const response = await page.locator('.graphiql-response').innerText();
    expect(response).toContain('"categories"');
    expect(foreign).toEqual([]);
    expect(failed).toEqual([]);
    await page.close();
  });
});
