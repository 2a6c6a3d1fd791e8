import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';

const API_PATH = /^\/(api|graphql|healthz|readyz)(\/|$)/;
const CATALOGUE_PATH = '/products.json';

/** dist/.pages/manifest.json, written by client/scripts/prerender.mjs. */
interface PrerenderManifest {
  catalogueVersion: string;
  /** The pages drawn ahead of time, by path. */
  pages: Record<string, string>;
  /** The pages among them that draw from the URL's query (the shop's filters). */
  readsQuery?: string[];
  /** Pages drawn in the browser: index.html listing their route's chunks too, by path. */
  shells?: Record<string, string>;
}

/**
 * The file the client build made for a path (client/scripts/prerender.mjs), if any:
 * - the page drawn ahead of time, while the catalogue loaded is the one it was drawn from, and
 *   for a URL with a query only when the page does not draw from the query (a campaign's
 *   `?utm_source=` changes nothing on the home page; a filter changes the shop). After the
 *   catalogue file changes, pages would show (and hydrate with) the old catalogue, so every page
 *   is then drawn in the browser until the client is built again;
 * - else the path's shell (a page drawn in the browser that preloads its route's chunks).
 * Read once at start; a file gone since (a rebuild under a running server) falls back to index.html.
 */
function builtPages(dist: string, catalogueVersion: () => string) {
  const dir = join(dist, '.pages');
  let manifest: PrerenderManifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as PrerenderManifest;
  } catch {
    // No prerendered pages (an older build): every page starts from index.html.
  }
  const readsQuery = new Set(manifest?.readsQuery ?? []);
  const shells = manifest?.shells ?? {};
  return (path: string, withQuery: boolean): string | undefined => {
    if (!manifest) return undefined;
    const drawn =
      manifest.catalogueVersion === catalogueVersion() &&
      Object.hasOwn(manifest.pages, path) &&
      !(withQuery && readsQuery.has(path));
    if (drawn) return join(dir, manifest.pages[path]);
    return Object.hasOwn(shells, path) ? join(dir, shells[path]) : undefined;
  };
}

function readIfThere(file: string | undefined): Buffer | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The built client (hashed assets cached for a year), the public folder (images), and
 * for any other GET a browser makes, the page the build made for that path (builtPages) or
 * the single-page app's index.html.
 */
export function serveClient(app: Express, config: AppConfig, catalogueVersion: () => string) {
  const dist = config.clientDist;
  // The builds copy the catalogue file too; the catalogue module answers it, from what it loaded.
  const files = (handler: RequestHandler): RequestHandler => (req, res, next) => (req.path === CATALOGUE_PATH ? next() : handler(req, res, next));
  if (existsSync(dist)) {
    app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }));
    app.use(files(express.static(dist, { index: false, maxAge: '1h' })));
  }
  app.use(files(express.static(config.publicDir, { index: false, maxAge: '1d' })));

  const indexFile = join(dist, 'index.html');
  const built = builtPages(dist, catalogueVersion);
  const fallbackPage =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SQU</title></head><body>' +
    '<h1>SQU</h1><p>The shop client is not built yet: run <code>npm run build</code>. ' +
    'The API is at <a href="/graphql">/graphql</a> and <a href="/api/docs">/api/docs</a>.</p></body></html>';
  app.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    // Only page navigations: a browser asks for text/html; API clients and assets pass on.
    if (API_PATH.test(req.path) || !String(req.headers.accept ?? '').includes('text/html') || /\.[a-z0-9]+$/i.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = readIfThere(built(req.path, req.url.includes('?')));
    if (page) return void res.type('html').send(page);
    if (existsSync(indexFile)) return void res.type('html').send(readFileSync(indexFile));
    res.type('html').send(fallbackPage);
  });
}
