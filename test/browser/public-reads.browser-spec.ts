/**
 * The shop's public reads go out as GraphQL GET requests that caches can keep (issue #55 part 5):
 * the catalogue and stock queries by GET, without the bearer token even when signed in, answered
 * `Cache-Control: public`; mutations and signed-in reads stay POST.
 */
import type { Page, Response } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { newEmail, registerInBrowser } from './account-helpers';
import { eventually, graphqlOperation, newContext, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

interface Sent {
  method: string;
  operation: string | null;
  authorization: string | undefined;
  cacheControl: string | null;
}

/**
 * Every /graphql request the page sends from now on, with the operation it names and its
 * answer's Cache-Control, read as each answer comes. Nothing is awaited in the listener: a read
 * still pending when the test closes its context (a request in flight at that moment) would
 * fail with 'Target page, context or browser has been closed'.
 */
function graphqlRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== '/graphql') return;
    sent.push({ method: request.method(), operation: graphqlOperation(request), authorization: request.headers().authorization, cacheControl: response.headers()['cache-control'] ?? null });
  });
  return sent;
}

const ofOperation = (sent: Sent[], name: string) => sent.filter((s) => s.operation === name);

describe('public reads by GET (Chromium)', () => {
  useShopInBrowser();

  it('the catalogue and stock queries go out by GET and come back public', async () => {
    const context = await newContext(browser, { width: 1280, height: 800 }, server.url);
    const page = await context.newPage();
    const sent = graphqlRequests(page);
    // /cart is a shell without a catalogue of its own: it asks for it.
    await visit(page, '/cart');
    await eventually(async () => ofOperation(sent, 'Catalogue').length > 0, true);
    await visit(page, '/shop');
    await waitForProducts(page);
    await eventually(async () => ofOperation(sent, 'Stock').length > 0, true);
    for (const name of ['Catalogue', 'Stock']) {
      for (const s of ofOperation(sent, name)) expect([name, s.method, s.cacheControl]).toEqual([name, 'GET', expect.stringMatching(/^public, max-age=\d+/)]);
    }
    await context.close();
  });

  it('signed in, they still go without the bearer token (so that caches may keep them), while signed-in reads carry it', async () => {
    const context = await newContext(browser, { width: 1280, height: 800 }, server.url);
    const page = await context.newPage();
    await registerInBrowser(page, newEmail('get'));
    const sent = graphqlRequests(page);
    await visit(page, '/shop');
    await waitForProducts(page);
    await eventually(async () => ofOperation(sent, 'Stock').length > 0, true);
    for (const s of ofOperation(sent, 'Stock')) expect([s.method, s.authorization, s.cacheControl]).toEqual(['GET', undefined, expect.stringMatching(/^public/)]);
    await visit(page, '/orders');
    await eventually(async () => sent.some((s) => s.authorization?.startsWith('Bearer ')), true);
    for (const s of sent.filter((x) => x.authorization)) expect([s.operation, s.method, s.cacheControl]).toEqual([s.operation, 'POST', 'no-store']);
    await context.close();
  });
});
