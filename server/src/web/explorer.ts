import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';

/**
 * GET /graphql from a browser opens the GraphQL explorer (built into client/dist-explorer);
 * API calls to /graphql (POST, or GET without text/html) go on to Apollo.
 */
export function serveExplorer(app: Express, config: AppConfig) {
  const dir = join(config.clientDist, '..', 'dist-explorer');
  app.use('/graphql/explorer/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  app.get('/graphql', (req: Request, res: Response, next: NextFunction) => {
    if (!String(req.headers.accept ?? '').includes('text/html')) return next();
    const index = join(dir, 'index.html');
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(index)) {
      return void res
        .status(503)
        .type('html')
        .send('<!doctype html><title>Explorer not built</title><p>The GraphQL explorer is not built: run <code>npm run build</code>.</p>');
    }
    res.type('html').send(readFileSync(index));
  });
}
