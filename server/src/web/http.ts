import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Express, NextFunction, Request, Response } from 'express';
import { NO_STORE } from '../common/cache-policy.js';
import type { AppConfig } from '../config/config.js';
import { writeLog } from '../logging/json-logger.js';
import { requestIds } from '../logging/request-context.js';
import { serveApiDocs } from './api-docs.js';
import { jsonBodyParser } from './body-parser.js';
import { serveExplorer } from './explorer.js';
import { securityHeaders } from './security.js';
import { serveClient } from './static-files.js';

/** What the web layer needs of the features: the loaded catalogue's version (prerendered pages are drawn from one). */
export interface WebHooks {
  catalogueVersion: () => string;
}

/**
 * Express middleware in front of Nest's routes: request ids, headers, parsing, CORS, docs and
 * the client. Every API request then takes Nest's path (guard, pipes, filters).
 */
export function setUpHttp(app: NestExpressApplication, config: AppConfig, hooks: WebHooks): void {
  const express = app.getHttpAdapter().getInstance() as Express;
  express.disable('x-powered-by');
  // Express reads a string as addresses to trust: 'true' and a hop count must be given as such.
  const trust = process.env.TRUST_PROXY;
  if (trust) app.set('trust proxy', trust === 'true' ? true : /^\d+$/.test(trust) ? Number(trust) : trust);
  app.use(requestIds(writeLog, config.logRequests));
  app.use(securityHeaders({ razorpay: config.payments.razorpay !== null }));
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.use(compression({ threshold: 1024 }));
  // Every API answer (REST and GraphQL) is kept by no cache unless its handler says that it
  // depends on nobody (common/cache-policy.ts): a body refused before it is read too. The docs
  // and the explorer below set their own.
  app.use(['/api', '/graphql'], (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', NO_STORE);
    next();
  });
  app.use(jsonBodyParser());
  serveApiDocs(express, app, config);
  serveExplorer(express, config);
  serveClient(express, config, hooks.catalogueVersion);
}
