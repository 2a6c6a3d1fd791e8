// The baselines the benchmarks measure the shop against, each run in a process of its own, as
// the shop's server is (lib.mjs startBaselineServer). Run inside the benchmark's process, a
// baseline shared its one thread with autocannon, which the shop's server does not: the bare
// catalogue server measured 8,132 req/s there and the shop's server 11,245, a "limit" the shop
// beat by 38%.
//
//   node bench/baseline-servers.mjs catalogue <port> <file>   answers every request with the file's bytes
//   node bench/baseline-servers.mjs orders <port>             durable orders (below); GET /stored counts them
//
// Both answer GET /healthz once they listen. SIGTERM closes them (the orders' database is removed).
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [kind, port, file] = process.argv.slice(2);

const health = (req, res) => {
  if (req.method !== 'GET' || req.url !== '/healthz') return false;
  res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  return true;
};

/** The same response bytes as the shop's, from memory: the limit of node:http on this machine. */
function catalogue() {
  const bytes = readFileSync(file);
  const server = createServer((req, res) => {
    if (health(req, res)) return;
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    });
  });
  return { server, close: () => {} };
}

/**
 * Each request's order and its lines inserted with prepared statements, the requests that arrive
 * in one turn of the event loop committed together (WAL, synchronous=FULL, as the shop's group
 * commit does), 201 once the commit has returned. No authentication, validation, pricing,
 * idempotency or framework: the limit of durable orders in Node on this machine.
 */
function orders() {
  const dir = mkdtempSync(join(tmpdir(), 'squ-bench-baseline-'));
  const db = new Database(join(dir, 'baseline.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE orders (id INTEGER PRIMARY KEY, user TEXT NOT NULL, number TEXT NOT NULL UNIQUE, created TEXT NOT NULL);
    CREATE INDEX orders_user ON orders (user);
    CREATE TABLE items (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders (id), product TEXT NOT NULL, size TEXT NOT NULL, quantity INTEGER NOT NULL);
    CREATE INDEX items_order ON items (order_id);`);
  const order = db.prepare('INSERT INTO orders (user, number, created) VALUES (?, ?, ?)');
  const item = db.prepare('INSERT INTO items (order_id, product, size, quantity) VALUES (?, ?, ?, ?)');
  const count = db.prepare('SELECT count(*) AS n FROM orders');
  const commit = db.transaction((batch) => {
    for (const job of batch) {
      job.number = `ORD-${randomUUID()}`;
      const id = order.run(job.user, job.number, new Date().toISOString()).lastInsertRowid;
      for (const l of job.items) item.run(id, l.productId, l.size, l.quantity);
    }
  });
  let queue = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    try {
      commit(batch);
      for (const job of batch) job.res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ orderNumber: job.number }));
    } catch {
      for (const job of batch) job.res.writeHead(500).end();
    }
  };
  const server = createServer((req, res) => {
    if (health(req, res)) return;
    if (req.method === 'GET' && req.url === '/stored') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(count.get().n));
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      queue.push({ res, user: req.headers.authorization ?? '', items: body.items ?? body.variables?.input?.items ?? [] });
      if (queue.length === 1) setImmediate(flush);
    });
  });
  return {
    server,
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const baselines = { catalogue, orders };
if (!baselines[kind] || !Number(port) || (kind === 'catalogue' && !file)) {
  console.error('usage: node bench/baseline-servers.mjs catalogue <port> <file> | orders <port>');
  process.exit(2);
}
const { server, close } = baselines[kind]();
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => {
    close();
    process.exit(0);
  });
  server.closeAllConnections();
});
