import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { type RunningServer, startServer } from './start-server';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium, headless. Fails with a clear message when none is installed. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH || CANDIDATES.find((p) => existsSync(p));
  if (!executablePath || !existsSync(executablePath)) {
    throw new Error(
      'No Chromium found for the browser suite. Install it with `apt-get install -y chromium` ' +
        '(Debian) or set CHROME_PATH to a Chromium/Chrome executable.',
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}

export let server: RunningServer;
export let browser: Browser;

/**
 * Starts the built shop and the browser before the spec file's tests and closes both after them.
 * `server` and `browser` are live bindings: a spec reads them inside its tests, once set.
 */
export function useShopInBrowser(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
