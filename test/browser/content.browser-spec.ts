import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { dbQuery } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { DESKTOP, eventually, gate, invalidCss, openPage, PHONE, screenshot, seriousA11yViolations, SHOTS, sidewaysOverflow, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

/** Issue 6's routes: name (for the screenshot), path, the page's one h1, and its document title. */
const PAGES: [string, string, string, string][] = [
  ['about', '/about', 'Everyday clothes, made with care in India', 'About Us | SQU'],
  ['contact', '/contact', 'Contact Us', 'Contact Us | SQU'],
  ['faq', '/faq', 'Frequently Asked Questions', 'Frequently Asked Questions | SQU'],
  ['shipping-policy', '/shipping-policy', 'Shipping Policy', 'Shipping Policy | SQU'],
  ['returns-exchanges', '/returns-exchanges', 'Returns & Exchanges', 'Returns & Exchanges | SQU'],
  ['cancellation-refund', '/cancellation-refund', 'Cancellation & Refund Policy', 'Cancellation & Refund Policy | SQU'],
  ['privacy-policy', '/privacy-policy', 'Privacy Policy', 'Privacy Policy | SQU'],
  ['terms-conditions', '/terms-conditions', 'Terms & Conditions', 'Terms & Conditions | SQU'],
];

/** Heading levels in document order: one h1, first, and no level skipped on the way down. */
async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
  const problems: string[] = [];
  if (levels.filter((l) => l === 1).length !== 1) problems.push(`${levels.filter((l) => l === 1).length} h1 elements`);
  if (levels[0] !== 1) problems.push(`the first heading is an h${levels[0]}`);
  levels.forEach((l, i) => {
    if (i > 0 && l > levels[i - 1] + 1) problems.push(`h${levels[i - 1]} followed by h${l}`);
  });
  return problems;
}

const toast = (page: Page, text: string) => page.locator('[role=status]', { hasText: text }).first();

describe('help, policy and company pages in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = (path: string, viewport = DESKTOP) => openPage(browser, server.url, path, viewport);

  describe.each([['desktop', DESKTOP], ['phone', PHONE]])('every page at %s width', (_, viewport) => {
    it.each(PAGES)('%s renders, titles itself, keeps its headings in order, passes axe-core, fits the width and is photographed', async (name, path, h1, title) => {
      const { page, foreign } = await open(path, viewport);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await eventually(() => page.title(), title);
      expect(await headingProblems(page)).toEqual([]);
      await screenshot(page, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await invalidCss(page)).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.context().close();
    });
  });

  it('policy pages state their figures; terms have 15 sections; privacy shows its date; section links land', async () => {
    const { page } = await open('/shipping-policy');
    const glance = page.getByRole('list', { name: 'At a glance' });
    await eventually(() => glance.getByTestId('highlight').count(), 4);
    // Checkout ships every order free and has no express service: the policy says only that.
    await glance.getByText('shipping on every order').waitFor();
    await expect(page.getByText(/express/i).count()).resolves.toBe(0);
    await page.getByRole('row', { name: /Metro cities 2–3 days/ }).waitFor();
    await page.getByRole('row', { name: /Tier II cities 3–4 days/ }).waitFor();
    await page.getByRole('row', { name: /Rest of India 4–7 days/ }).waitFor();
    await page.getByText(/make two more attempts/).waitFor();

    await visit(page, '/cancellation-refund');
    for (const row of ['Credit or debit card 5–7 days', 'Net banking 3–5 days', 'UPI 1–2 days', 'Wallet 1–3 days']) await page.getByRole('row', { name: row }).waitFor();

    await visit(page, '/terms-conditions');
    await eventually(() => page.getByTestId('policy-section').count(), 15);
    await page.getByRole('heading', { level: 2, name: '15. Changes and Contact' }).waitFor();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: '14. Governing Law and Disputes' }).click();
    await page.waitForURL(/#governing-law-and-disputes$/);
    await expect(page.getByRole('heading', { name: '14. Governing Law and Disputes' }).isVisible()).resolves.toBe(true);
    const inView = () => page.evaluate(() => {
      const r = document.getElementById('governing-law-and-disputes')!.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight / 2;
    });
    await eventually(inView, true);

    // A deep link from elsewhere lands on its section once the page's text has loaded.
    await visit(page, '/about');
    await visit(page, '/terms-conditions#governing-law-and-disputes');
    await eventually(inView, true);

    await visit(page, '/privacy-policy');
    await eventually(() => page.getByTestId('last-updated').innerText(), 'Last updated January 15, 2025');
    await page.context().close();
  });

  it('header and footer lead to every help, company and policy page', async () => {
    const { page } = await open('/');
    const footer = page.locator('footer');
    const links: [string, string][] = [
      ['About Us', '/about'], ['Contact Us', '/contact'], ['FAQ', '/faq'], ['Shipping Policy', '/shipping-policy'],
      ['Returns & Exchanges', '/returns-exchanges'], ['Cancellation & Refund', '/cancellation-refund'],
      ['Privacy Policy', '/privacy-policy'], ['Terms & Conditions', '/terms-conditions'],
    ];
    for (const [name, href] of links) await expect(footer.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'About', exact: true }).getAttribute('href')).resolves.toBe('/about');
    await expect(main.getByRole('link', { name: 'Contact', exact: true }).getAttribute('href')).resolves.toBe('/contact');
    await expect(page.locator('header').getByRole('link', { name: 'About Us', exact: true }).getAttribute('href')).resolves.toBe('/about');

    // Client-side navigation through the footer and the in-text links works too.
    await footer.getByRole('link', { name: 'Shipping Policy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping Policy' }).waitFor();
    await page.getByRole('navigation', { name: 'On this page' }).waitFor();
    await page.getByRole('article').getByRole('link', { name: 'Returns & Exchanges' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Returns & Exchanges' }).waitFor();
    await page.getByRole('link', { name: /^Terms & Conditions/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    await page.context().close();
  });

  it('contact form: required fields first, then the e-mail; a sent message is stored and the form clears', async () => {
    const { page } = await open('/contact');
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    const submit = page.getByTestId('contact-submit');

    await submit.click();
    await toast(page, 'Please fill in all required fields').waitFor();
    await expect(page.getByTestId('contact-name').getAttribute('aria-invalid')).resolves.toBe('true');

    await page.getByTestId('contact-name').fill('Asha Verma');
    await page.getByTestId('contact-email').fill('asha@example');
    await page.getByTestId('contact-subject').fill('Size exchange');
    await submit.click();
    // The name is there but the message is not: still the required-fields message.
    await toast(page, 'Please fill in all required fields').waitFor();
    await page.getByTestId('contact-message').fill('Could I exchange my kurta for a size M, please?');
    await submit.click();
    await toast(page, 'Please enter a valid email address').waitFor();
    await expect(page.getByTestId('contact-email').getAttribute('aria-invalid')).resolves.toBe('true');

    const email = `asha.${Date.now().toString(36)}@example.in`;
    await page.getByTestId('contact-email').fill(email);
    await submit.click();
    await toast(page, "Message sent successfully! We'll get back to you soon.").waitFor();
    for (const id of ['contact-name', 'contact-email', 'contact-subject', 'contact-message']) await eventually(() => page.getByTestId(id).inputValue(), '');
    await page.waitForTimeout(400); // the toast's entrance
    await page.screenshot({ path: join(SHOTS, 'contact-sent-1440.png') });

    const rows = await dbQuery(server, 'SELECT name, email, subject, message FROM contact_messages WHERE email = $1', [email]);
    expect(rows).toEqual([{ name: 'Asha Verma', email, subject: 'Size exchange', message: 'Could I exchange my kurta for a size M, please?' }]);
    await page.context().close();
  });

  it('newsletter: checks the address, subscribes, and kindly tells a second signup it is already on the list', async () => {
    const { page } = await open('/');
    await waitForProducts(page);
    const box = page.getByTestId('newsletter-email');
    const subscribe = page.getByRole('form', { name: 'Newsletter signup' }).getByRole('button', { name: 'Subscribe' });
    await box.scrollIntoViewIfNeeded();

    await subscribe.click();
    await toast(page, 'Please enter your email address').waitFor();
    await box.fill('meera@example');
    await subscribe.click();
    await toast(page, 'Please enter a valid email address').waitFor();

    const email = `meera.${Date.now().toString(36)}@example.in`;
    await box.fill(email);
    await subscribe.click();
    const welcome = toast(page, 'Successfully subscribed to our newsletter!');
    await welcome.waitFor();
    // The toaster draws an icon beside success and error toasts, none beside a plain notice.
    await expect(welcome.evaluate((el) => el.parentElement!.childElementCount)).resolves.toBe(2);
    await eventually(() => box.inputValue(), '');

    // The same address again, typed differently: told kindly, not as an error.
    await box.fill(`  ${email.toUpperCase()} `);
    await subscribe.click();
    const kind = toast(page, "You're already subscribed to our newsletter. Thank you for staying with us!");
    await kind.waitFor();
    await page.waitForTimeout(400); // the toast's entrance
    await page.screenshot({ path: join(SHOTS, 'newsletter-already-subscribed-1440.png') });
    await expect(kind.evaluate((el) => el.parentElement!.childElementCount)).resolves.toBe(1);
    await expect(page.getByText('Failed to subscribe. Please try again.').count()).resolves.toBe(0);

    expect(await dbQuery(server, 'SELECT email FROM newsletter_subscriptions WHERE email = $1', [email])).toEqual([{ email }]);
    await page.context().close();
  });

  it("newsletter before Apollo's client has come: the button waits for it; should it not come, the shopper is told and can send again", async () => {
    const { page } = await open('/cart');
    // The home page is interactive without Apollo's client (client/src/apollo/load-api.ts): it is held here until the button waits.
    const apollo = gate();
    await page.route(/\/assets\/apollo-[\w-]+\.js$/, async (route) => {
      await apollo.passed();
      await route.continue();
    });
    await visit(page, '/');
    const box = page.getByTestId('newsletter-email');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await box.fill(`kavya.${Date.now().toString(36)}@example.in`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('button', { name: /Subscribing/ }).waitFor();
    apollo.open();
    await toast(page, 'Successfully subscribed to our newsletter!').waitFor();
    await page.context().close();

    // A client that cannot be fetched (the line dropped): the form's own failure, then a second try works.
    const second = (await open('/cart')).page;
    await second.route(/\/assets\/apollo-[\w-]+\.js$/, (route) => route.abort());
    await visit(second, '/');
    const email = `kavya.${Date.now().toString(36)}@example.in`;
    await second.getByTestId('newsletter-email').fill(email);
    await second.getByRole('form', { name: 'Newsletter signup' }).getByRole('button', { name: 'Subscribe' }).click();
    await toast(second, 'Failed to subscribe. Please try again.').waitFor();
    await second.unrouteAll();
    await second.getByRole('form', { name: 'Newsletter signup' }).getByRole('button', { name: 'Subscribe' }).click();
    await toast(second, 'Successfully subscribed to our newsletter!').waitFor();
    expect(await dbQuery(server, 'SELECT email FROM newsletter_subscriptions WHERE email = $1', [email])).toEqual([{ email }]);
    await second.context().close();
  });

  it('FAQ: 24 questions in 6 topics; search is case-insensitive, says No Results Found, and Clear Search brings all back', async () => {
    const { page } = await open('/faq');
    const status = page.getByTestId('faq-status');
    const questions = () => page.getByTestId('faq-question').allInnerTexts();
    await eventually(() => status.innerText(), '24 questions in 6 topics');
    await eventually(() => page.getByTestId('faq-category').count(), 6);
    const topics = await page.getByRole('heading', { level: 2 }).filter({ hasNot: page.locator('footer *') }).allInnerTexts();
    expect(topics.slice(0, 6)).toEqual(['General', 'Orders & Payment', 'Shipping & Delivery', 'Returns & Exchanges', 'Account & Profile', 'Product Information']);

    const search = page.getByTestId('faq-search');
    await search.fill('refund');
    const lower = await questions();
    expect(lower).toContain('When will I get my refund?');
    expect(lower.length).toBeLessThan(24);
    await search.fill('REFUND');
    await eventually(questions, lower);
    await eventually(() => status.innerText(), `${lower.length} questions found for “REFUND”`);

    // An answer's words count too: 'password' is in the sign-in answers; sign-in is never by OTP.
    await search.fill('one-time code');
    await eventually(questions, ['How do I sign in?']);
    await search.fill('OTP');
    await page.getByRole('heading', { name: 'No Results Found' }).waitFor();
    expect(await headingProblems(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await eventually(() => page.getByTestId('faq-question').count(), 24);
    await expect(search.inputValue()).resolves.toBe('');
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it('FAQ from the keyboard: search, open and close answers, one at a time', async () => {
    const { page } = await open('/faq');
    const search = page.getByTestId('faq-search');
    await search.focus();
    await page.keyboard.type('EXACT amount');
    await eventually(() => page.getByTestId('faq-question').allInnerTexts(), ['Is Cash on Delivery available?']);
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('faq-question').count(), 24);

    const first = page.getByTestId('faq-question').nth(0);
    const second = page.getByTestId('faq-question').nth(1);
    const expanded = (l: typeof first) => l.getAttribute('aria-expanded');
    await first.focus();
    await page.keyboard.press('Enter');
    await eventually(() => expanded(first), 'true');
    await page.getByRole('region', { name: 'What is SQU?' }).getByText(/fashion and lifestyle label/).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Space');
    await eventually(() => expanded(second), 'true');
    await eventually(() => expanded(first), 'false');
    await eventually(() => page.locator('[data-testid=faq-question][aria-expanded=true]').count(), 1);
    await page.screenshot({ path: join(SHOTS, 'faq-open-1440.png') });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await eventually(() => expanded(second), 'false');
    await eventually(() => page.locator('[data-testid=faq-question][aria-expanded=true]').count(), 0);
    await page.context().close();
  });
});
