import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { AppModule } from './app.module.js';
import { VERSIONED_TYPES, type VersionedTypes } from './graphql/response-cache.js';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';
import { JsonLogger } from './logging/json-logger.js';
import { setUpHttp } from './web/http.js';

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** After SIGTERM, how long connections already on their way are still taken before the listener closes. */
const SHUTDOWN_INTAKE_MS = 50;

async function bootstrap() {
  const config = configOrExit();
  const logger = new JsonLogger(new Set(config.env === 'test' ? ['error', 'warn'] : ['error', 'warn', 'info']));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bodyParser: false, logger });
  // The prerendered pages are served while they are of the catalogue answers' version (the catalogue's and GST rates' files).
  const answers = app.get<VersionedTypes>(VERSIONED_TYPES);
  setUpHttp(app, config, { catalogueVersion: () => answers.version() });
  await app.listen(config.port, config.host);
  const log = new Logger('Shop');
  const url = (await app.getUrl()).replace('[::1]', 'localhost').replace('0.0.0.0', 'localhost');
  log.log(`SQU is serving on ${url} (${config.database.type})`);

  // SIGTERM/SIGINT: stop taking connections, let requests in flight finish, close the
  // database, exit. A second signal exits at once.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.log(`${signal}: finishing requests in flight, then stopping`);
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => {
      log.error('shutdown took longer than 15 s: exiting');
      process.exit(1);
    }, 15_000).unref();
    const server = app.getHttpServer() as Server;
    // Connections that reached the server before the signal are taken and their requests read
    // first: closing the listener resets those still waiting to be accepted, and Node counts an
    // accepted connection whose request it has not read yet as idle (closed below). A busy
    // event loop (registrations hashing passwords) can leave both at the moment of the signal.
    setTimeout(() => {
      server.closeIdleConnections?.();
      const idle = setInterval(() => server.closeIdleConnections?.(), 100);
      app
        .close()
        .then(() => {
          clearInterval(idle);
          process.exit(0);
        })
        .catch((error) => {
          log.error(`shutdown failed: ${(error as Error).message}`);
          process.exit(1);
        });
    }, SHUTDOWN_INTAKE_MS);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

bootstrap().catch((error) => {
  console.error(`The server could not start: ${(error as Error).message}`);
  process.exit(1);
});
