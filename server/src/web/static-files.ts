import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { AppConfig } from '../config/config.js';

const API_PATH = /^\/(api|graphql|healthz|readyz)(\/|$)/;

/** /products.json straight from the catalogue in memory, with an ETag and a gzip copy made once per version. */
export function serveCatalogueFile(app: Express, catalogue: CatalogueService) {
  let prepared = prepare(catalogue.catalogue);
  catalogue.onChange((c) => (prepared = prepare(c)));
  app.get('/products.json', (req: Request, res: Response) => {
    res.setHeader('ETag', prepared.etag);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === prepared.etag) return void res.status(304).end();
    res.type('application/json');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.setHeader('Content-Encoding', 'gzip');
      return void res.end(prepared.gzip);
    }
    res.end(prepared.json);
  });
}

function prepare(c: Catalogue) {
  return { etag: `"${c.version}"`, json: c.json, gzip: gzipSync(c.json) };
}

/**
 * The built client (hashed assets cached for a year), the public folder (images), and
 * the single-page app's index.html for any other GET a browser makes.
 */
export function serveClient(app: Express, config: AppConfig) {
  const dist = config.clientDist;
  if (existsSync(dist)) {
    app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }));
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
  }
  app.use(express.static(config.publicDir, { index: false, maxAge: '1d' }));

  const indexFile = join(dist, 'index.html');
  const fallbackPage =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SQU</title></head><body>' +
    '<h1>SQU</h1><p>The shop client is not built yet: run <code>npm run build</code>. ' +
    'The API is at <a href="/graphql">/graphql</a> and <a href="/api/docs">/api/docs</a>.</p></body></html>';
  app.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    // Only page navigations: a browser asks for text/html; API clients and assets pass on.
    if (API_PATH.test(req.path) || !String(req.headers.accept ?? '').includes('text/html') || /\.[a-z0-9]+$/i.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (existsSync(indexFile)) return void res.type('html').send(readFileSync(indexFile));
    res.type('html').send(fallbackPage);
  });
}
