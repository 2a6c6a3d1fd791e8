import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ROOT, type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);
const run = promisify(execFile);

/** The operator CLI against the running server's database. */
const admin = (server: RunningServer, ...args: string[]) =>
  run(process.execPath, [join(ROOT, 'server/dist/cli/admin.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: server.databaseUrl, JWT_SECRET: 'e2e-test-secret-that-is-long-enough-0123456789' },
  });

describe('operator CLI (npm run admin)', () => {
  let server: RunningServer;
  const dir = mkdtempSync(join(tmpdir(), 'squ-cli-'));

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('create-admin makes an account that can sign in and move orders; set-status moves them too', async () => {
    const { stdout } = await admin(server, 'create-admin', '--email', 'ops@squ.in', '--password', 'a-long-admin-password');
    expect(stdout).toContain('Admin ops@squ.in created.');
    const login = await rest(server, 'POST', '/api/auth/login', { email: 'ops@squ.in', password: 'a-long-admin-password', website: WEBSITE });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('ADMIN');

    const shopper = await signedUpShopper(server);
    // Cash on Delivery: an order paid online moves on only once paid.
    const placed = await rest(server, 'POST', '/api/orders', { paymentMethod: 'cod', items: [{ productId: '101', size: 'One Size', quantity: 1 }] }, { token: shopper.token });
    expect(placed.status).toBe(201);
    const orderNumber = placed.body.orderId as string;

    const moved = await gql(server, 'mutation($n: String!) { updateOrderStatus(orderNumber: $n, status: CONFIRMED) { status } }', { n: orderNumber }, { token: login.body.token });
    expect(moved.body.data?.updateOrderStatus.status).toBe('CONFIRMED');

    // Shipping says with which courier, and its tracking number.
    await expect(admin(server, 'set-status', orderNumber, 'shipped')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Choose the courier the order ships with') });
    expect((await admin(server, 'set-status', orderNumber, 'shipped', '--courier', 'EKART', '--tracking', 'fmpc1234567890')).stdout).toContain(`Order ${orderNumber} is now shipped.`);
    const mine = await rest(server, 'GET', `/api/orders/${shopper.user.id}`, undefined, { token: shopper.token });
    expect(mine.body.orders[0]).toMatchObject({
      status: 'shipped',
      shipment: { courier: 'EKART', courierName: 'Ekart', trackingNumber: 'FMPC1234567890', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/FMPC1234567890' },
    });
    // Delivering a COD order records the cash collected: the total, or it is refused.
    const total = String(placed.body.order.total);
    await expect(admin(server, 'set-status', orderNumber, 'delivered', '--cash', '1')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("The cash collected must be the order's total") });
    expect((await admin(server, 'set-status', orderNumber, 'delivered', '--cash', total)).stdout).toContain(`Order ${orderNumber} is now delivered.`);
    const delivered = (await rest(server, 'GET', `/api/orders/${shopper.user.id}`, undefined, { token: shopper.token })).body.orders[0];
    expect(delivered).toMatchObject({ status: 'delivered', cashCollected: placed.body.order.total, paymentDetails: { status: 'paid' } });
  });

  it('set-status cancels with the reason the shopper reads', async () => {
    const shopper = await signedUpShopper(server);
    const placed = await rest(server, 'POST', '/api/orders', { paymentMethod: 'cod', items: [{ productId: '101', size: 'One Size', quantity: 1 }] }, { token: shopper.token });
    await expect(admin(server, 'set-status', placed.body.orderId, 'cancelled')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Give the reason for cancelling') });
    expect((await admin(server, 'set-status', placed.body.orderId, 'cancelled', '--reason', 'Address not serviceable')).stdout).toContain('is now cancelled.');
    const mine = await rest(server, 'GET', `/api/orders/${shopper.user.id}`, undefined, { token: shopper.token });
    expect(mine.body.orders[0]).toMatchObject({ status: 'cancelled', cancelReason: 'Address not serviceable' });
  });

  it('set-status refuses an illegal move with the lifecycle message and exit code 1', async () => {
    const shopper = await signedUpShopper(server);
    const placed = await rest(server, 'POST', '/api/orders', { paymentMethod: 'upi', items: [{ productId: '101', size: 'One Size', quantity: 1 }] }, { token: shopper.token });
    await expect(admin(server, 'set-status', placed.body.orderId, 'delivered')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('cannot move from pending to delivered') });
  });

  (isSqlite() ? it : it.skip)('backup copies the SQLite database online, orders included', async () => {
    const file = join(dir, 'backup.sqlite');
    const { stdout } = await admin(server, 'backup', file);
    expect(stdout).toContain('Backed up');
    expect(existsSync(file)).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3');
    const copy = new Database(file, { readonly: true });
    expect(copy.prepare('SELECT count(*) AS n FROM orders').get().n).toBeGreaterThanOrEqual(2);
    copy.close();
  });

  it('answers usage for an unknown command', async () => {
    await expect(admin(server, 'explode')).rejects.toMatchObject({ code: 2, stdout: expect.stringContaining('Usage: npm run admin') });
  });
});

function isSqlite() {
  return !process.env.TEST_DATABASE_URL;
}
