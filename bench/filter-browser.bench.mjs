// 7b. Filtering in the browser at 4x CPU slowdown: the production build serving the synthetic
// 10,000-product catalogue, /shop in the system Chromium (1280 x 800, so the filter side panel
// shows). Once the products are shown the CPU is slowed 4x (CDP) and a 'longtask' observer is
// installed; then real keystrokes ~100 ms apart type a query into the search box, delete it,
// type it again and submit it (the grid filters by it); then Clear All, and On Sale, a category
// and a sort are each set and set back, each by one call into the page (inPage, below: no
// Playwright selector engine or actionability checks in the slowed page). Figures: the longest main-thread task during those steps
// and the count over 50 ms, the worst of RUNS page loads (the target says "never"). At the end
// of each run a 120 ms timer task checks that the observer reports long tasks at all.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, firstTouchMicrosPerPage, fmt, ROOT, saveResults, startProductionServer, syntheticCatalogueFile, table } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZE = 10_000;
const QUERY = 'anarkali kurta';
const KEY_DELAY = 100;
const BUDGET_MS = 100;
const PROBE_MS = 120;

/** Waits until the result count has read `n products found` (or any count) and the page has had a moment to paint. */
async function settled(page, expect) {
  await page.waitForFunction(
    (want) => {
      const text = document.querySelector('[data-testid=result-count]')?.textContent ?? '';
      const m = /^(\d+) products? found/.exec(text);
      return m && (want === undefined || (typeof want === 'number' ? Number(m[1]) === want : Number(m[1]) !== want.not));
    },
    expect,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(300);
}

const resultCount = (page) => page.evaluate(() => Number(/^(\d+)/.exec(document.querySelector('[data-testid=result-count]')?.textContent ?? '')?.[1]));

/**
 * The shopper's actions while the CPU is slowed, each one call into the page that finds its
 * control with querySelector and acts with the DOM's own methods: the event's handling runs in
 * that call's task, as it runs in the task of a real click or choice. Playwright's locators and
 * actions would run its selector engine and actionability checks inside the page, slowed 4x
 * like everything there: in traces of this benchmark one such task took 146 ms with no work of
 * the shop's in it, and selectOption's checks added ~60 ms to the task of the change event.
 * Typing stays real keystrokes (CDP input events, no script in the page).
 */
const inPage = {
  focus: (page, css) => page.evaluate((c) => document.querySelector(c).focus(), css),
  click: (page, css) => page.evaluate((c) => document.querySelector(c).click(), css),
  clickButton: (page, scope, text) =>
    page.evaluate(([c, t]) => [...document.querySelectorAll(`${c} button`)].find((b) => b.textContent.trim() === t).click(), [scope, text]),
  /** A choice in a <select>: its value set, then 'input' and 'change', as the browser fires them. */
  choose: (page, css, value) =>
    page.evaluate(
      ([c, v]) => {
        const select = document.querySelector(c);
        select.value = v;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
      [css, value],
    ),
  firstCard: (page) => page.evaluate(() => document.querySelector('[data-testid=product-grid] li')?.textContent),
};

/** One page load and the whole sequence; answers every long task after the throttling began, with the step it fell in. */
async function session(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: url });
  const page = await context.newPage();
  const foreign = [];
  page.on('request', (r) => !r.url().startsWith(url) && !r.url().startsWith('data:') && foreign.push(r.url()));
  await page.goto('/shop');
  await settled(page, SIZE);
  await page.waitForTimeout(1000); // the load's own work is over

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__steps = [];
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const step = (name) => page.evaluate((n) => window.__steps.push({ name: n, at: performance.now() }), name);
  const from = await page.evaluate(() => performance.now());

  const panel = 'aside[aria-label=Filters]';
  await step('type query');
  await inPage.focus(page, '[data-testid=search-input]');
  await page.keyboard.type(QUERY, { delay: KEY_DELAY });
  await page.waitForTimeout(300);
  await step('delete query');
  for (let i = 0; i < QUERY.length; i++) {
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(KEY_DELAY);
  }
  await step('type and submit');
  await page.keyboard.type(QUERY, { delay: KEY_DELAY });
  await page.keyboard.press('Enter');
  await page.waitForURL(/search=/);
  await settled(page, { not: SIZE });
  const searched = await resultCount(page);
  await step('clear all');
  await inPage.clickButton(page, panel, 'Clear All');
  await settled(page, SIZE);

  await step('on sale on');
  await inPage.click(page, `${panel} [data-testid=filter-sale]`);
  await settled(page, { not: SIZE });
  const onSale = await resultCount(page);
  await step('on sale off');
  await inPage.click(page, `${panel} [data-testid=filter-sale]`);
  await settled(page, SIZE);

  const category = `${panel} [data-testid=category-select]`;
  await step('category on');
  await inPage.choose(page, category, 'women-kurtas');
  await settled(page, { not: SIZE });
  await step('category off');
  await inPage.choose(page, category, 'all');
  await settled(page, SIZE);

  const sort = '[data-testid=sort-select]';
  const before = await inPage.firstCard(page);
  await step('sort price');
  await inPage.choose(page, sort, 'price-low-high');
  await page.waitForFunction((b) => document.querySelector('[data-testid=product-grid] li')?.textContent !== b, before);
  await page.waitForTimeout(300);
  await step('sort back');
  await inPage.choose(page, sort, 'popular');
  await page.waitForFunction((b) => document.querySelector('[data-testid=product-grid] li')?.textContent === b, before);
  await page.waitForTimeout(1000);
  await step('end');

  // The observer's own check: a 120 ms timer task it must report, so that "0 ms" means no long
  // task and never an observer that saw nothing.
  const probeAt = await page.evaluate((ms) => new Promise((resolve) => setTimeout(() => {
    const at = performance.now();
    while (performance.now() - at < ms);
    resolve(at);
  }, 0)), PROBE_MS);
  await page.waitForTimeout(300);

  const { tasks, steps } = await page.evaluate(() => ({ tasks: window.__longTasks, steps: window.__steps }));
  await context.close();
  const stepAt = (t) => steps.findLast((s) => s.at <= t)?.name ?? 'before the first step';
  // Entry times are coarsened (a millisecond or less): the task that began just before the loop.
  const isProbe = (t) => Math.abs(t.start - probeAt) <= 5 && t.duration >= PROBE_MS - 2;
  return {
    probeSeen: tasks.some(isProbe),
    tasks: tasks.filter((t) => t.start >= from && !isProbe(t)).map((t) => ({ ...t, step: stepAt(t.start) })),
    loadTasks: tasks.filter((t) => t.start < from).length,
    counts: { searched, onSale },
    foreign,
  };
}

export async function run() {
  const file = syntheticCatalogueFile(SIZE);
  // The synthetic products reuse the real products' pictures; any that is missing would only cost a 404 here.
  const images = [...new Set(JSON.parse(readFileSync(file, 'utf8')).map((p) => p.image))];
  const missingImages = images.filter((i) => !existsSync(join(ROOT, 'client/public', i))).length;
  const server = await startProductionServer({ CATALOGUE_FILE: file });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const sessions = [];
  const load = [loadavg()[0]];
  try {
    for (let i = 0; i < RUNS; i++) sessions.push(await session(browser, server.url));
    load.push(loadavg()[0]);
  } finally {
    await browser.close();
    await server.stop();
  }

  const longest = (s) => s.tasks.reduce((a, t) => (t.duration > (a?.duration ?? 0) ? t : a), null);
  const perRun = sessions.map((s) => ({ longestMs: longest(s)?.duration ?? 0, longestStep: longest(s)?.step ?? '', over50: s.tasks.length, counts: s.counts }));
  const worst = perRun.reduce((a, r) => (r.longestMs >= a.longestMs ? r : a));
  const foreign = [...new Set(sessions.flatMap((s) => s.foreign))];
  const byStep = {};
  for (const t of sessions.flatMap((s) => s.tasks)) byStep[t.step] = Math.max(byStep[t.step] ?? 0, t.duration);
  const probeSeen = sessions.every((s) => s.probeSeen);
  const result = { firstTouchMicrosPerPage: firstTouchMicrosPerPage(), probeSeen, catalogue: SIZE, query: QUERY, runs: perRun, worstLongestMs: worst.longestMs, worstStep: worst.longestStep, maxOver50: Math.max(...perRun.map((r) => r.over50)), longestByStep: byStep, foreignRequests: foreign, hostLoad: load, images: images.length, missingImages };

  table(`7b. shop filtering in Chromium at 4x CPU slowdown, ${SIZE} products, worst of ${RUNS} runs`, [
    { figure: 'longest main-thread task', value: `${fmt(result.worstLongestMs, 0)} ms (${result.worstStep})`, target: `<= ${BUDGET_MS} ms`, met: result.worstLongestMs <= BUDGET_MS ? 'yes' : 'NO' },
    { figure: 'tasks over 50 ms (most in one run)', value: result.maxOver50, target: 'report', met: '' },
    { figure: 'longest per run', value: perRun.map((r) => fmt(r.longestMs, 0)).join(' / ') + ' ms', target: 'report', met: '' },
    ...Object.entries(byStep).map(([name, ms]) => ({ figure: `  longest in "${name}"`, value: `${fmt(ms, 0)} ms`, target: '', met: '' })),
    { figure: `long-task observer saw a ${PROBE_MS} ms probe task (every run)`, value: probeSeen ? 'yes' : 'no', target: 'yes', met: probeSeen ? 'yes' : 'NO' },
    { figure: 'requests to other hosts', value: foreign.length, target: '0', met: foreign.length ? 'NO' : 'yes' },
    { figure: 'product pictures missing (of those used)', value: `${missingImages} of ${images.length}`, target: 'report', met: '' },
    // Task lengths are wall-clock: other work on this machine lengthens them.
    { figure: 'host load average (1 min) before/after', value: `${fmt(load[0], 1)} / ${fmt(load.at(-1), 1)} on ${availableParallelism()} CPUs`, target: 'report', met: '' },
    { figure: 'host: first touch of memory (lib.mjs)', value: `${fmt(result.firstTouchMicrosPerPage, 2)} us per 4 KB page`, target: 'report', met: '' },
  ]);
  saveResults('filter-browser', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
