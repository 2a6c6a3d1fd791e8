import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';

/** The server's own paths (Nest's routes, the API docs, the explorer): never a page. */
const SERVER_PATH = /^\/(api|graphql|healthz|readyz|sandbox)(\/|$)/;
/** A file's path (it has an extension): the build's, the public folder's, or else not there. */
const FILE_PATH = /\.[a-z0-9]+$/i;
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
 *
 * `isPage` says whether the client has a page at a path. The pages and shells are every route of
 * the client's table (entry-server's prerenderPaths and browserDrawnPaths), with the products and
 * collections of the catalogue they were drawn from; they are compared as React Router matches
 * (any case, a trailing slash allowed). Without a manifest, or once the catalogue has changed
 * (products and collections may have come or gone), the server cannot know: every path is a page.
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
  const routes = new Set([...Object.keys(manifest?.pages ?? {}), ...Object.keys(shells)].map(routeKey));
  // A shell whose path ends in '/*' answers every path below it (the admin console's order pages).
  const below = Object.entries(shells)
    .filter(([path]) => path.endsWith('/*'))
    .map(([path, file]) => [`${routeKey(path.slice(0, -2))}/`, file] as const);
  const shellBelow = (path: string) => below.find(([prefix]) => routeKey(path).startsWith(prefix) && routeKey(path).length > prefix.length)?.[1];
  const current = () => manifest?.catalogueVersion === catalogueVersion();
  return {
    file(path: string, withQuery: boolean): string | undefined {
      if (!manifest) return undefined;
      const drawn = current() && Object.hasOwn(manifest.pages, path) && !(withQuery && readsQuery.has(path));
      if (drawn) return join(dir, manifest.pages[path]);
      const shell = Object.hasOwn(shells, path) ? shells[path] : shellBelow(path);
      return shell ? join(dir, shell) : undefined;
    },
    isPage: (path: string): boolean => !current() || routes.has(routeKey(path)) || shellBelow(path) !== undefined,
  };
}

/** A path as the client's router matches it: decoded, in lower case, without a trailing slash. */
function routeKey(path: string): string {
  let key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape: compared as it came.
  }
  return key.toLowerCase() || '/';
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
 * The built client (hashed assets cached for a year, the pages' texts revalidated), the public folder (images), and for any
 * other GET or HEAD that is not the server's own path nor a file, from anyone who does not
 * prefer JSON (a browser, curl), the page the build made for that path (builtPages) or the
 * single-page app's index.html. A path the client has no page for gets index.html too, whose
 * router draws the 404 page, with the status 404. API clients (Accept: application/json), the
 * server's unknown paths and missing files get the JSON 404 of the API's error filter.
 */
export function serveClient(app: Express, config: AppConfig, catalogueVersion: () => string) {
  const dist = config.clientDist;
  // The builds copy the catalogue file too; the catalogue module answers it, from what it loaded.
  // The server's own paths are never files: a GET of the API (a catalogue read, an orders list)
  // would otherwise cost a look on disk for dist/graphql or dist/api/... (fs.stat was 9.7% of the
  // CPU of a catalogue revalidation answered 304).
  const files = (handler: RequestHandler): RequestHandler => (req, res, next) => (req.path === CATALOGUE_PATH || SERVER_PATH.test(req.path) ? next() : handler(req, res, next));
  if (existsSync(dist)) {
    // A page that names no icon (the API docs, the sandbox's payment pages, an API path opened in
    // a browser) makes the browser ask for /favicon.ico: the shop's icon (a PNG, which browsers
    // take there too) rather than a 404.
    const favicon = join(dist, 'favicon.png');
    app.get('/favicon.ico', (_req: Request, res: Response, next: NextFunction) => (existsSync(favicon) ? res.type('png').sendFile(favicon, { maxAge: '1d' }) : next()));
    app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }));
    // The help and policy pages' texts (client/scripts/prerender.mjs): not hashed, so asked again
    // each time (a 304 while unchanged), never older than the code that shows them.
    app.use('/content', express.static(join(dist, 'content'), { maxAge: 0, index: false, fallthrough: true }));
    app.use(files(express.static(dist, { index: false, maxAge: '1h' })));
  }
  app.use(files(express.static(config.publicDir, { index: false, maxAge: '1d' })));

  const indexFile = join(dist, 'index.html');
  const built = builtPages(dist, catalogueVersion);
  const fallbackPage =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SQU</title></head><body>' +
    '<h1>SQU</h1><p>The shop client is not built yet: run <code>npm run build</code>. ' +
    'The API is at <a href="/graphql">/graphql</a> and <a href="/api/docs">/api/docs</a>.</p></body></html>';
  // Express answers HEAD with its GET route, without the body.
  app.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    // No Accept header and */* prefer the first: html.
    if (SERVER_PATH.test(req.path) || FILE_PATH.test(req.path) || req.accepts(['html', 'json']) !== 'html') return next();
    res.vary('Accept');
    res.setHeader('Cache-Control', 'no-cache');
    if (!built.isPage(req.path)) res.status(404);
    const page = readIfThere(built.file(req.path, req.url.includes('?')));
    if (page) return void res.type('html').send(page);
    if (existsSync(indexFile)) return void res.type('html').send(readFileSync(indexFile));
    res.type('html').send(fallbackPage);
  });
}
