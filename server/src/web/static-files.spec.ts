import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';
import { serveClient } from './static-files.js';

/**
 * The built client's files are served from its folder, but the server's own paths never are:
 * an API GET (a catalogue read, an orders list) is not looked up on disk first, and a file that
 * happens to lie at such a path in the build cannot stand in for the API's answer.
 */
let dir: string;
let url: string;
let close: () => void;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'squ-static-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'api/orders'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, 'graphql'), 'a file, not the API');
  writeFileSync(join(dist, 'api/orders/u1'), 'a file, not the API');
  mkdirSync(join(dir, 'public'));
  writeFileSync(join(dir, 'public/healthz'), 'a file, not the API');
  const app = express();
  serveClient(app, { clientDist: dist, publicDir: join(dir, 'public') } as AppConfig, () => 'v1');
  // The server's own routes, which Nest mounts after the client's files.
  app.get(['/graphql', '/api/orders/:id', '/healthz'], (_req, res) => void res.json({ from: 'the API' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

test("the server's own paths are answered by the server, never by a file of the build or the public folder", async () => {
  for (const path of ['/graphql?query=%7B__typename%7D', '/api/orders/u1', '/healthz']) {
    const res = await fetch(url + path, { headers: { accept: 'application/json' } });
    expect([path, await res.json()]).toEqual([path, { from: 'the API' }]);
  }
});

test("the build's other files are still served", async () => {
  const res = await fetch(`${url}/robots.txt`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('User-agent: *');
});
