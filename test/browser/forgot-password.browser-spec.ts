/**
 * Forgot password end to end in the browser (issue 59), at 1366 and 390 px: 'Forgot password?'
 * on /login, the same answer shown, the link read from the .eml file the server wrote (no
 * SMTP_URL: data/mail), the new password set, and signing in with it (the old one refused).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { signedUpShopper } from '../support/api';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { PASSWORD, signedIn, signInInBrowser, toast } from './account-helpers';
import { newContext, screenshot, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(150_000);

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
const mailDir = mkdtempSync(join(tmpdir(), 'squ-mail-'));

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { MAIL_DIR: mailDir } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

/** The reset link of the message written for `email`, waiting for its .eml file. */
async function linkFromEml(email: string): Promise<URL> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    for (const name of readdirSync(mailDir).filter((f) => f.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(join(mailDir, name)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null;
      if (to !== email) continue;
      expect(mail.subject).toBe('Reset your SQU password');
      const href = /href="([^"]*reset-password#token=[^"]+)"/.exec(String(mail.html))?.[1];
      if (!href) throw new Error(`no link in ${name}`);
      return new URL(href.replace(/&amp;/g, '&'));
    }
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error(`no .eml for ${email} in ${mailDir}`);
}

describe.each([
  ['1366 px', WIDE, 'wide'],
  ['390 px', PHONE, 'phone'],
])('forgot password at %s', (_name, viewport, tag) => {
  test("'Forgot password?' -> the e-mailed link -> a new password -> signed in with it", async () => {
    const { email } = (await signedUpShopper(server, false)).user;
    const page = await (await newContext(browser, viewport, server.url)).newPage();

    await visit(page, '/login');
    await page.getByTestId('forgot-link').waitFor();
    await screenshot(page, `login-forgot-link-${tag}`);
    await page.getByTestId('forgot-link').click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByTestId('email').fill(email);
    await screenshot(page, `forgot-password-${tag}`);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('reset-requested').getByText('If an account uses this email, we have sent it a link to reset the password.').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `forgot-password-sent-${tag}`);

    const link = await linkFromEml(email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.hash).toMatch(/^#token=pr_[\w-]{43}$/);
    await visit(page, `${link.pathname}${link.hash}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The server's password rules show at the field, and the link still works after them.
    await page.getByTestId('password').fill('short');
    await page.getByTestId('reset-submit').click();
    const fieldError = page.locator('form').getByText('Password must be at least 6 characters long');
    await fieldError.waitFor();
    await page.getByTestId('password').fill('brand-new-secret');
    // Changing the password takes the refusal away.
    await fieldError.waitFor({ state: 'detached' });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `reset-password-${tag}`);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await toast(page, 'Your new password is set. Please sign in with it.');

    await signInInBrowser(page, email, PASSWORD);
    await toast(page, 'Invalid email or password');
    await signInInBrowser(page, email, 'brand-new-secret');
    await signedIn(page);

    // The link worked once: opened again, it is refused and offers a new one.
    await visit(page, `${link.pathname}${link.hash}`);
    await page.getByTestId('password').fill('another-secret');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-link-problem').getByText('This password reset link is invalid, used already or expired.', { exact: false }).waitFor();
    await screenshot(page, `reset-password-used-${tag}`);
    await page.context().close();
  });
});
