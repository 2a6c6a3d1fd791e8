/**
 * Any GET or HEAD of a client route answers the client's page, whatever Accept header the client
 * sends (curl sends any type, some clients none): the page the build drew or the route's shell,
 * with the headers a browser gets (server/src/web/static-files.ts). The server's own paths and
 * files are never pages: unknown ones, and a POST anywhere, get the JSON 404. A path the client
 * has no page for gets index.html (its router draws the 404 page) with the status 404.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpAnswer } from '../support/api';
import { expectRestError, httpFrom, loadCatalogue } from '../support/shop';
import { ROOT, type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const product = loadCatalogue()[0];
const CLIENT_ROUTES = ['/', '/shop', `/product/${encodeURIComponent(product.id)}`, '/orders'];
const index = readFileSync(join(ROOT, 'client/dist/index.html'), 'utf8');
const HTML = 'text/html; charset=utf-8';
const ask = (method: string, path: string, accept: string | undefined) => httpFrom(server, '127.0.0.1', method, path, undefined, { accept });
const PAGE_HEADERS = ['content-type', 'cache-control', 'vary', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security'];
const headersOf = (r: HttpAnswer) => Object.fromEntries(PAGE_HEADERS.map((h) => [h, r.headers.get(h)]));

describe.each([
  ['no Accept header', undefined],
  ['Accept: */*', '*/*'],
])('a client route asked for with %s (curl, scripts, link checkers)', (_name, accept) => {
  test.each(CLIENT_ROUTES)('GET %s answers the page a browser gets, with the same headers', async (path) => {
    const [plain, browser] = await Promise.all([ask('GET', path, accept), ask('GET', path, 'text/html')]);
    expect({ path, status: plain.status, type: plain.headers.get('content-type'), cache: plain.headers.get('cache-control') }).toEqual({ path, status: 200, type: HTML, cache: 'no-cache' });
    expect(plain.body).toMatch(/^<!doctype html>/);
    expect(plain.body).toBe(browser.body);
    expect(headersOf(plain)).toEqual(headersOf(browser));
    // The answer depends on the Accept header: a cache must not hand the page to an API client.
    expect(plain.headers.get('vary')?.split(/,\s*/)).toContain('Accept');
  });

  test.each(CLIENT_ROUTES)('HEAD %s answers as GET does, without the body', async (path) => {
    const head = await ask('HEAD', path, accept);
    expect({ path, status: head.status, type: head.headers.get('content-type'), body: head.body }).toEqual({ path, status: 200, type: HTML, body: null });
  });

  test.each(['/api/nope', '/images/nope.jpg', '/assets/nope.js'])('GET %s (the API, a file) is the JSON 404 in the error shape, not the page', async (path) => {
    const r = await ask('GET', path, accept);
    expectRestError(r, 404);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

test('GET /favicon.ico (asked for by pages that name no icon: the API docs, the sandbox) answers the shop\'s icon', async () => {
  const r = await fetch(`${server.url}/favicon.ico`, { headers: { accept: 'image/avif,image/webp,image/png,*/*' } });
  const icon = Buffer.from(await r.arrayBuffer());
  expect({ status: r.status, type: r.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
  expect(icon.equals(readFileSync(join(ROOT, 'client/dist/favicon.png')))).toBe(true);
});

test.each(['/shop', '/orders', '/'])('POST %s is not answered with the page, whatever the client accepts: the JSON 404', async (path) => {
  for (const accept of [undefined, '*/*', 'text/html']) {
    const r = await httpFrom(server, '127.0.0.1', 'POST', path, {}, { accept });
    expectRestError(r, 404);
    expect({ accept, type: r.headers.get('content-type') }).toEqual({ accept, type: expect.stringMatching(/^application\/json/) });
  }
});

describe('a path the client has no page for', () => {
  test.each(['/no-such-page', '/product/no-such-product', '/collections/no-such-collection'])(
    "%s answers index.html, whose router draws the 404 page, with the status 404 (a browser's Accept, curl's or none)",
    async (path) => {
      for (const accept of [undefined, '*/*', 'text/html']) {
        const r = await ask('GET', path, accept);
        const seen = { accept, status: r.status, type: r.headers.get('content-type'), cache: r.headers.get('cache-control'), index: r.body === index };
        expect(seen).toEqual({ accept, status: 404, type: HTML, cache: 'no-cache', index: true });
      }
      expect((await ask('HEAD', path, undefined)).status).toBe(404);
    },
  );

  test('an API client asking for it (Accept: application/json) gets the JSON 404', async () => {
    expectRestError(await ask('GET', '/no-such-page', 'application/json'), 404);
  });

  test("paths are matched as the client's router matches them: in any case, with a trailing slash", async () => {
    for (const path of ['/SHOP', '/shop/', '/Orders/', `/PRODUCT/${encodeURIComponent(product.id)}/`]) {
      const r = await ask('GET', path, undefined);
      expect({ path, status: r.status, type: r.headers.get('content-type') }).toEqual({ path, status: 200, type: HTML });
    }
  });
});
