import { createServer, type Server, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../common/error-mapping.js';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source.js';

/**
 * The PostgreSQL pool's timeouts (data-source.ts): a connection that cannot be opened fails
 * within the connect timeout, with an error the shop answers as 503. A server that accepts the
 * connection and never answers stands for a database black-holed by the network.
 */
describe('PostgreSQL connections to a database that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let url: string;
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((ready) => silent.listen(0, '127.0.0.1', ready));
    url = `postgres://shop@127.0.0.1:${(silent.address() as { port: number }).port}/shop`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((closed) => silent.close(closed));
  });

  const open = () => new DataSource(dataSourceOptions({ database: { type: 'postgres', url, schema: null } } as AppConfig));

  it('fail within the connect timeout (1 s), with an error the shop maps to 503', async () => {
    const started = Date.now();
    const error = await open().initialize().then(
      () => null,
      (e: unknown) => e,
    );
    const ms = Date.now() - started;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4000);
  });
});
