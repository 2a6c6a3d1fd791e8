// 1. The catalogue query the client sends, over GraphQL on the production build, against a
// bare node:http server answering the same bytes from memory (the physical limit here), each
// in a process of its own (bench/baseline-servers.mjs): by POST (kept by the server's response
// cache), by GET as the shop's client sends it (also answered Cache-Control and an ETag), and the
// same GET with If-None-Match, answered 304 with no body (what a browser or CDN revalidating its
// kept copy asks). Each ratio is to the bare server's full answer.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, load, median, ROOT, saveResults, startBaselineServer, startProductionServer, table } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** The client's own catalogue operation, read from its .graphql document. */
export function clientCatalogueQuery() {
  try {
    return readFileSync(join(ROOT, 'client/src/features/catalogue/api/catalogue.graphql'), 'utf8');
  } catch {
    return 'query Catalogue { catalogue { version categories colors sizes priceRange { min max } products { id name category model color printName price sizes image description isNew isSale discount } } }';
  }
}

export async function run() {
  const server = await startProductionServer();
  const query = clientCatalogueQuery();
  const body = JSON.stringify({ query, operationName: 'Catalogue' });
  // The client's GET: the operation in the URL, and the Content-Type Apollo's CSRF prevention wants.
  const getPath = `/graphql?${new URLSearchParams({ query, operationName: 'Catalogue' })}`;
  const headers = { 'content-type': 'application/json' };
  const bytes = Buffer.from(await (await fetch(`${server.url}/graphql`, { method: 'POST', headers, body })).arrayBuffer());
  const got = await fetch(server.url + getPath, { headers });
  const etag = got.headers.get('etag');
  if (!got.ok || !etag) throw new Error(`The catalogue GET answered ${got.status} without an ETag`);

  const dir = mkdtempSync(join(tmpdir(), 'squ-bench-catalogue-'));
  writeFileSync(join(dir, 'answer.json'), bytes);
  const bare = await startBaselineServer('catalogue', join(dir, 'answer.json'));

  const post = (url) => ({ url: `${url}/graphql`, method: 'POST', headers, body, connections: 10 });
  const get = (url) => ({ url: url + getPath, method: 'GET', headers, connections: 10 });
  const revalidate = (url) => ({ ...get(url), headers: { ...headers, 'if-none-match': etag } });
  const runs = { base: [], post: [], get: [], notModified: [] };
  try {
    for (let i = 0; i < RUNS; i++) {
      runs.base.push(await load(post(bare.url), { duration: DURATION }));
      runs.post.push(await load(post(server.url), { duration: DURATION }));
      runs.get.push(await load(get(server.url), { duration: DURATION }));
      runs.notModified.push(await load(revalidate(server.url), { duration: DURATION, expect: '3xx' }));
    }
  } finally {
    await bare.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const m = (xs, k) => median(xs.map((x) => x[k]));
  const figures = (xs) => ({ rps: m(xs, 'rps'), p99: m(xs, 'p99'), errors: xs.reduce((n, x) => n + x.errors, 0) });
  const result = { bytes: bytes.length, baseline: figures(runs.base), server: figures(runs.post), get: figures(runs.get), notModified: figures(runs.notModified) };
  for (const k of ['server', 'get', 'notModified']) result[k].ratio = result[k].rps / result.baseline.rps;
  result.ratio = result.server.ratio;
  const yes = (ok) => (ok ? 'yes' : 'NO');
  const rows = (label, f) => [
    { measure: `${label} req/s`, value: fmt(f.rps, 0), target: '', ok: '' },
    { measure: `${label} ratio to baseline`, value: fmt(f.ratio, 2), target: '>= 0.50', ok: yes(f.ratio >= 0.5) },
    { measure: `${label} p99 ms`, value: fmt(f.p99, 1), target: '< 15', ok: yes(f.p99 < 15) },
    { measure: `${label} errors`, value: f.errors, target: '0', ok: yes(f.errors === 0) },
  ];
  table(`1. catalogue query over GraphQL (${bytes.length} B answer, 10 connections, ${RUNS} x ${DURATION} s, medians)`, [
    { measure: 'baseline node:http req/s', value: fmt(result.baseline.rps, 0), target: '', ok: '' },
    ...rows('POST', result.server),
    ...rows('GET', result.get),
    ...rows('GET 304 (If-None-Match)', result.notModified),
  ]);
  saveResults('catalogue', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
