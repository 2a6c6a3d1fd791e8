import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { gql, rest, WEBSITE } from '../support/api';
import { server as shopServer } from '../support/browser';
import type { Session } from '../support/orders';
import { confirmRest, sandboxPay } from '../support/payments';
import { TEST_JWT_SECRET } from '../support/shop';
import type { RunningServer } from '../support/start-server';
import { signedIn, signInInBrowser } from './account-helpers';
import { newContext, ROOT } from './shop-helpers';

/** The admin the specs make with the operator's command (as test/e2e/admin-cli.e2e-spec.ts does). */
export const STAFF = { email: 'ops.browser@squ.test', password: 'a-long-admin-password' };
/** Where the admin console's pictures go, to be looked at. */
export const ADMIN_SHOTS = '/tmp/admin-shots';
export const WIDE = { width: 1366, height: 900 };
export const PHONE_390 = { width: 390, height: 844 };
/** Tablets, held upright and sideways: the admin tables show every column from 1024 px (orders, stock) or 1280 (payments), compact rows below. */
export const TABLET_800 = { width: 800, height: 1280 };
export const TABLET_1024 = { width: 1024, height: 768 };

export async function createAdmin(server: RunningServer, account = STAFF): Promise<void> {
  await promisify(execFile)(process.execPath, [join(ROOT, 'server/dist/cli/admin.js'), 'create-admin', '--email', account.email, '--password', account.password], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: server.databaseUrl, JWT_SECRET: TEST_JWT_SECRET },
  });
}

/**
 * For a spec on the shop of useShopInBrowser: makes the staff account before its tests and signs
 * it in over REST; `token` is set once that is done.
 */
export function useStaffToken(): { token: string } {
  const staff = { token: '' };
  beforeAll(async () => {
    await createAdmin(shopServer);
    staff.token = (await rest(shopServer, 'POST', '/api/auth/login', { ...STAFF, website: WEBSITE })).body.token;
  });
  return staff;
}

/** A one-size order of product 102 (stocked plenty in the seed) for the shopper, over REST, paid by `paymentMethod` (UPI unless named); answers its number. */
export async function placeOrder(server: RunningServer, token: string, paymentMethod = 'upi'): Promise<string> {
  const placed = await rest(server, 'POST', '/api/orders', { paymentMethod, items: [{ productId: '102', size: 'One Size', quantity: 1 }] }, { token });
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return placed.body.orderId as string;
}

/**
 * The shopper pays an order placed online in the sandbox (the checkout Retry payment opens) and
 * the shop verifies it: the order is then paid and may be confirmed.
 */
export async function payOrder(server: RunningServer, shopper: Session, orderNumber: string): Promise<void> {
  const opened = await rest(server, 'POST', `/api/orders/${orderNumber}/payments`, undefined, { token: shopper.token });
  if (opened.status !== 201) throw new Error(`no checkout: ${JSON.stringify(opened.body)}`);
  const back = await sandboxPay(server, opened.body.payment.payUrl, 'success', { method: opened.body.payment.method });
  const verified = await confirmRest(server, shopper, orderNumber, back);
  if (verified.body?.order?.paymentDetails?.status !== 'paid') throw new Error(`not paid: ${JSON.stringify(verified.body)}`);
}

const MOVE = 'mutation M($n: String!, $s: OrderStatus!, $shipment: ShipmentInput, $cash: Float) { updateOrderStatus(orderNumber: $n, status: $s, shipment: $shipment, cashCollected: $cash) { status total } }';

/**
 * The staff move a paid order (or one `confirmed` already), or a Cash on Delivery one, on to
 * DELIVERED: confirmed, shipped with Delhivery, delivered (a COD order's total collected).
 */
export async function deliverOrder(server: RunningServer, staffToken: string, orderNumber: string, { confirmed = false, cod = false } = {}): Promise<void> {
  let total = 0;
  const moves = [['CONFIRMED', {}], ['SHIPPED', { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890123' } }], ['DELIVERED', {}]] as const;
  for (const [s, extra] of moves.slice(confirmed ? 1 : 0)) {
    const cash = s === 'DELIVERED' && cod ? { cash: total } : {};
    const moved = await gql(server, MOVE, { n: orderNumber, s, ...extra, ...cash }, { token: staffToken });
    if (moved.body.errors) throw new Error(JSON.stringify(moved.body.errors));
    total = moved.body.data.updateOrderStatus.total;
  }
}

/** A browser page signed in as `email` at `viewport`. */
export async function signedInPage(browser: Browser, server: RunningServer, email: string, password: string, viewport = WIDE): Promise<Page> {
  const page = await (await newContext(browser, viewport, server.url)).newPage();
  await signInInBrowser(page, email, password);
  await signedIn(page);
  return page;
}

/** How much of an admin table (named by its scroll area's label) is out of sight sideways, in px (0: every column shows). */
export async function tableHiddenWidth(page: Page, label: string): Promise<number> {
  return page.getByLabel(label).evaluate((el) => Math.max(0, el.scrollWidth - el.clientWidth));
}

/** A full-page picture under /tmp/admin-shots, named with the width (`fullPage: false`: the screen as it shows, a dialog over it). */
export async function adminShot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(ADMIN_SHOTS, { recursive: true });
  // A dialog's opening animation done, so the picture shows it as the admin reads it.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(ADMIN_SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage });
}
