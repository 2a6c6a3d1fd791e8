import type { INestApplication } from '@nestjs/common';
import express, { type Express } from 'express';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { AppConfig } from '../config/config.js';
import { openApiDocument } from './openapi.js';

const require = createRequire(import.meta.url);

/** The REST adapter's OpenAPI document and Swagger UI, served from our own files (no CDN). */
export function serveApiDocs(app: Express, nest: INestApplication, config: AppConfig) {
  // The folder only: swagger-ui-dist's index would load its 1.4 MB bundle into the server.
  const assets = dirname(require.resolve('swagger-ui-dist/package.json'));
  const document = JSON.stringify(openApiDocument(nest, config));
  app.get('/api/openapi.json', (_req, res) => void res.type('json').send(document));
  app.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SQU REST API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`);
  });
  app.get('/api/docs/init.js', (_req, res) => {
    res.type('js').send(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`);
  });
  app.use('/api/docs/assets', express.static(assets, { index: false, maxAge: '1d' }));
}
