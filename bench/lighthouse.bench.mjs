// 6. Lighthouse on the production build: `/`, `/shop` and a product page, the default
// mobile configuration (simulated throttling: slow 4G, 4x CPU), the system Chromium,
// 5 runs per page (round robin, after one discarded warm-up run), the median of each figure.
// Nothing is fetched from another host: Chromium resolves no name but 127.0.0.1 (bench/lib.mjs),
// and a request to any other origin would be listed and marked as a failure.
// The simulated TBT scales the main-thread tasks Chromium really ran, so a busy machine raises it:
// the host's load average is printed with the figures, and what a first touch of memory costs
// here (lib.mjs firstTouchMicrosPerPage).
// BENCH_LIGHTHOUSE_RUNS=<n> changes the runs; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every run's
// HTML and JSON report there (LCP element, long tasks, unused JavaScript, network requests).
// BENCH_LIGHTHOUSE_THROTTLING=devtools is a cross-check of the simulation: Chromium itself runs
// the page at 4x CPU slowdown on a throttled line, and the TBT is that of the tasks it really ran
// (the home page's speed index is then that of its hero, whose slides change every 5 s).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, firstTouchMicrosPerPage, fmt, median, saveResults, startProductionServer, table } from './lib.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING ?? 'simulate';

// The client issue's budgets (#32): score, LCP and CLS; TBT is reported beside them.
const METRICS = [
  // [key in the result, audit id, unit, target, test]
  ['score', null, '', '>= 90', (v) => v >= 90],
  ['lcpMs', 'largest-contentful-paint', 'ms', '< 2000 ms', (v) => v < 2000],
  ['tbtMs', 'total-blocking-time', 'ms', 'report', null],
  ['cls', 'cumulative-layout-shift', '', '< 0.02', (v) => v < 0.02],
  ['fcpMs', 'first-contentful-paint', 'ms', 'report', null],
  ['siMs', 'speed-index', 'ms', 'report', null],
];

function figures(lhr, origin) {
  const out = { score: Math.round(lhr.categories.performance.score * 100) };
  for (const [key, id] of METRICS) if (id) out[key] = lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  out.foreignRequests = requests.filter((r) => /^https?:/.test(r.url) && !r.url.startsWith(origin)).map((r) => r.url);
  out.benchmarkIndex = lhr.environment.benchmarkIndex;
  out.version = lhr.lighthouseVersion;
  if (lhr.runtimeError) out.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  return out;
}

export async function run() {
  const started = performance.now();
  const server = await startProductionServer();
  const [product] = await (await fetch(`${server.url}/products.json`)).json();
  const pages = { '/': '/', '/shop': '/shop', product: `/product/${encodeURIComponent(product.id)}` };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  const audit = (path, output = 'json') =>
    lighthouse(`${server.url}${path}`, { port: chrome.port, logLevel: 'error', output, onlyCategories: ['performance'], disableFullPageScreenshot: true, throttlingMethod: THROTTLING });
  const runs = Object.fromEntries(Object.keys(pages).map((p) => [p, []]));
  const load = [];
  const failed = [];
  // The browser's exact build (the user agent Lighthouse reports is reduced to 156.0.0.0): the
  // simulated TBT scales the tasks this build really ran, so figures from two builds differ.
  const chromium = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
  try {
    if (REPORTS) mkdirSync(REPORTS, { recursive: true });
    // Warms Chromium, the server and its compressed copies of the assets; not counted.
    await audit('/');
    load.push(loadavg()[0]);
    for (let i = 0; i < RUNS; i++) {
      for (const [name, path] of Object.entries(pages)) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is noted and made again.
        let result;
        for (let attempt = 0; attempt < 3; attempt++) {
          result = await audit(path, REPORTS ? ['html', 'json'] : 'json');
          if (!result.lhr.runtimeError) break;
          failed.push(`${name}: ${result.lhr.runtimeError.code}`);
        }
        runs[name].push(figures(result.lhr, server.url));
        if (REPORTS) {
          const file = join(REPORTS, `${name.replace(/\W+/g, '') || 'home'}-${i + 1}`);
          writeFileSync(`${file}.html`, result.report[0]);
          writeFileSync(`${file}.json`, result.report[1]);
        }
      }
    }
    load.push(loadavg()[0]);
  } finally {
    chrome.kill();
    await server.stop();
  }

  const version = runs['/'][0]?.version ?? '';
  const result = { lighthouse: version, throttling: THROTTLING, chromium, runs: RUNS, pages, seconds: (performance.now() - started) / 1000, hostLoad: load, perPage: {} };
  const rows = [];
  for (const [name, list] of Object.entries(runs)) {
    const ok = list.filter((r) => !r.error);
    const m = Object.fromEntries(METRICS.map(([key]) => [key, ok.length ? median(ok.map((r) => r[key])) : NaN]));
    const foreign = [...new Set(list.flatMap((r) => r.foreignRequests))];
    const errors = list.map((r) => r.error).filter(Boolean);
    result.perPage[name] = { median: m, foreignRequests: foreign, errors, runs: list };
    for (const [key, , unit, target, test] of METRICS) {
      const value = key === 'cls' ? fmt(m[key], 3) : unit ? `${fmt(m[key], 0)} ${unit}` : String(m[key]);
      const figure = key === 'score' ? 'performance score' : key.replace(/Ms$/, '').toUpperCase();
      rows.push({ page: name, figure, value, target, met: test ? (test(m[key]) ? 'yes' : 'NO') : '' });
    }
    // Single runs of one build spread widely on a shared host: the median is read beside them.
    rows.push({ page: name, figure: 'TBT, each run', value: ok.map((r) => fmt(r.tbtMs, 0)).join(' / '), target: 'report', met: '' });
    rows.push({ page: name, figure: 'requests to other hosts', value: foreign.length, target: '0', met: foreign.length ? 'NO' : 'yes' });
    if (errors.length) rows.push({ page: name, figure: 'runs that failed 3 times', value: errors.length, target: '0', met: 'NO' });
  }
  result.retried = failed;
  if (failed.length) rows.push({ page: '', figure: 'runs made again after a failure', value: failed.length, target: 'report', met: '' });
  result.firstTouchMicrosPerPage = firstTouchMicrosPerPage();
  result.benchmarkIndex = median(Object.values(runs).flat().map((r) => r.benchmarkIndex).filter(Number.isFinite));
  table(
    `6. Lighthouse ${version} mobile (${THROTTLING === 'simulate' ? 'simulated' : THROTTLING} throttling) in ${chromium}, ${RUNS} runs per page, medians; ` +
      `host benchmarkIndex ${fmt(result.benchmarkIndex, 0)}, first touch of memory ${fmt(result.firstTouchMicrosPerPage, 2)} us per 4 KB page, load average ${load.map((l) => fmt(l, 1)).join(' / ')} on ${availableParallelism()} CPUs; ${fmt(result.seconds, 0)} s`,
    rows,
  );
  saveResults(THROTTLING === 'simulate' ? 'lighthouse' : `lighthouse-${THROTTLING}`, result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
