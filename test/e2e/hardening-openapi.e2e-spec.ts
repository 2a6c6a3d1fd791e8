/**
 * The OpenAPI document describes every REST call, each of which exists, and the docs UI is served
 * from local assets only.
 */
import { rest } from '../support/api';
import { server, token, userId, useShopperServer } from '../support/hardening';

jest.setTimeout(60_000);

useShopperServer();

// ---------------------------------------------------------------- OpenAPI and docs

describe('OpenAPI document and docs UI', () => {
  test('/api/openapi.json is an OpenAPI 3 document describing every REST call of the issue', async () => {
    const r = await rest(server, 'GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.body.openapi).toMatch(/^3\./);
    const ops = Object.entries(r.body.paths as Record<string, Record<string, unknown>>).flatMap(([p, m]) => Object.keys(m).map((k) => `${k.toUpperCase()} ${p}`));
    expect(ops).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'PUT /api/user/profile',
        'POST /api/orders',
        'GET /api/orders/{userId}',
      ]),
    );
    expect(r.body.components.schemas.ErrorBody.required).toEqual(expect.arrayContaining(['statusCode', 'message', 'code', 'requestId']));
  });

  test('every operation the document lists exists on the server (none answers 404)', async () => {
    const doc = (await rest(server, 'GET', '/api/openapi.json')).body;
    for (const [p, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const m of Object.keys(methods)) {
        const path = p.replace('{userId}', userId).replace('{orderNumber}', 'SQU-20000101-ZZZZZZZZ');
        const r = await rest(server, m.toUpperCase(), path, m === 'get' ? undefined : {}, { token });
        const notFoundRoute = r.status === 404 && /^Cannot /.test(r.body?.message ?? '');
        expect([`${m} ${p}`, notFoundRoute]).toEqual([`${m} ${p}`, false]);
      }
    }
  });

  test('/api/docs is an HTML page whose scripts and styles are all served locally (no CDN) and load', async () => {
    const r = await fetch(`${server.url}/api/docs`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    const html = await r.text();
    const refs = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThanOrEqual(2);
    for (const ref of refs) {
      expect(ref).toMatch(/^\/(?!\/)/); // same origin, not protocol-relative
      const asset = await fetch(server.url + ref);
      expect([ref, asset.status]).toEqual([ref, 200]);
    }
    expect(html).not.toMatch(/https?:\/\//);
    // No inline script: the CSP (script-src 'self') would block it.
    expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toHaveLength(0);
  });

  test('the docs UI is told to load /api/openapi.json', async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const bodies = await Promise.all(scripts.map(async (s) => (await fetch(server.url + s)).text()));
    expect(bodies.some((b) => b.includes('/api/openapi.json'))).toBe(true);
  });
});
