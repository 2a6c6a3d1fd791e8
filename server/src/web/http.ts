import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Express } from 'express';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { preparedQueries } from '../graphql/prepared-queries.js';
import type { AppConfig } from '../config/config.js';
import { writeLog } from '../logging/json-logger.js';
import { requestIds } from '../logging/request-context.js';
import { jsonBodyParser } from './body-parser.js';
import { serveApiDocs } from './api-docs.js';
import { serveExplorer } from './explorer.js';
import { securityHeaders } from './security.js';
import { serveCatalogueFile, serveClient } from './static-files.js';

/** Everything HTTP that is not a route: headers, parsing, CORS, the catalogue file, docs and the client. */
export function setUpHttp(app: NestExpressApplication, config: AppConfig) {
  const express = app.getHttpAdapter().getInstance() as Express;
  express.disable('x-powered-by');
  if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
  app.use(requestIds(writeLog, config.logRequests));
  app.use(securityHeaders());
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.use(compression({ threshold: 1024 }));
  app.use(jsonBodyParser());
  const prepared = preparedQueries(app);
  app.use(prepared.middleware);
  const catalogue = app.get(CatalogueService);
  serveCatalogueFile(express, catalogue);
  serveApiDocs(express);
  serveExplorer(express, config);
  serveClient(express, config, catalogue);
  return { prepared };
}
