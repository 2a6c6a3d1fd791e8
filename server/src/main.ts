import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { ConfigError, loadConfig } from './config/config.js';
import { setUpHttp } from './web/http.js';

async function bootstrap() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: config.env === 'test' ? ['error', 'warn'] : ['log', 'error', 'warn'],
  });
  setUpHttp(app, config);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  const url = await app.getUrl();
  new Logger('Shop').log(`SQU is serving on ${url.replace('[::1]', 'localhost').replace('0.0.0.0', 'localhost')} (${config.database.type})`);
}

bootstrap().catch((error) => {
  console.error(`The server could not start: ${(error as Error).message}`);
  process.exit(1);
});
