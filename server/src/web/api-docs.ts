import type { INestApplication } from '@nestjs/common';
import express, { type Express } from 'express';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { AppConfig } from '../config/config.js';

const require = createRequire(import.meta.url);
/** The document and its page may be kept, and asked again each time (their ETag answers 304): they change with the server. */
const DOCS_CACHE = 'no-cache';

/** The REST adapter's OpenAPI document and Swagger UI, served from our own files (no CDN). */
export function serveApiDocs(app: Express, nest: INestApplication, config: AppConfig) {
  // The folder only: swagger-ui-dist's index would load its 1.4 MB bundle into the server.
  const assets = dirname(require.resolve('swagger-ui-dist/package.json'));
  // Made on its first request, not at start: exploring every route and DTO for it was ~10% of a start.
  let document: Promise<string> | undefined;
  app.get('/api/openapi.json', (_req, res, next) => {
    document ??= import('./openapi.js').then(({ openApiDocument }) => JSON.stringify(openApiDocument(nest, config)));
    document.then(
      (body) => void res.setHeader('Cache-Control', DOCS_CACHE).type('json').send(body),
      (error: unknown) => {
        document = undefined;
        next(error);
      },
    );
  });
  app.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.setHeader('Cache-Control', DOCS_CACHE).type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SQU REST API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`);
  });
  app.get('/api/docs/init.js', (_req, res) => {
    res.setHeader('Cache-Control', DOCS_CACHE).type('js').send(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`);
  });
  app.use('/api/docs/assets', express.static(assets, { index: false, maxAge: '1d' }));
}
