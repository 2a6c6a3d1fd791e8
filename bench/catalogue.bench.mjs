// 1. The catalogue query the client sends, over GraphQL on the production build, against a
// bare node:http server answering the same bytes from memory (the physical limit here), each
// in a process of its own (bench/baseline-servers.mjs).
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
  const body = JSON.stringify({ query: clientCatalogueQuery(), operationName: 'Catalogue' });
  const headers = { 'content-type': 'application/json' };
  const bytes = Buffer.from(await (await fetch(`${server.url}/graphql`, { method: 'POST', headers, body })).arrayBuffer());

  const dir = mkdtempSync(join(tmpdir(), 'squ-bench-catalogue-'));
  writeFileSync(join(dir, 'answer.json'), bytes);
  const bare = await startBaselineServer('catalogue', join(dir, 'answer.json'));

  const target = (url) => ({ url: `${url}/graphql`, method: 'POST', headers, body, connections: 10 });
  const base = [];
  const ours = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      base.push(await load(target(bare.url), { duration: DURATION }));
      ours.push(await load(target(server.url), { duration: DURATION }));
    }
  } finally {
    await bare.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const m = (xs, k) => median(xs.map((x) => x[k]));
  const result = {
    bytes: bytes.length,
    baseline: { rps: m(base, 'rps'), p99: m(base, 'p99') },
    server: { rps: m(ours, 'rps'), p99: m(ours, 'p99'), errors: ours.reduce((n, x) => n + x.errors, 0) },
  };
  result.ratio = result.server.rps / result.baseline.rps;
  table(`1. catalogue query over GraphQL (${bytes.length} B answer, 10 connections, ${RUNS} x ${DURATION} s, medians)`, [
    { measure: 'baseline node:http req/s', value: fmt(result.baseline.rps, 0), target: '', ok: '' },
    { measure: 'server req/s', value: fmt(result.server.rps, 0), target: '>= 0.5 x baseline', ok: result.ratio >= 0.5 ? 'yes' : 'NO' },
    { measure: 'ratio to baseline', value: fmt(result.ratio, 2), target: '>= 0.50', ok: result.ratio >= 0.5 ? 'yes' : 'NO' },
    { measure: 'server p99 ms', value: fmt(result.server.p99, 1), target: '< 15', ok: result.server.p99 < 15 ? 'yes' : 'NO' },
    { measure: 'errors', value: result.server.errors, target: '0', ok: result.server.errors === 0 ? 'yes' : 'NO' },
  ]);
  saveResults('catalogue', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
