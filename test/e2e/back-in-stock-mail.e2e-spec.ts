/**
 * 'Notify me' mails (issue 59): when a sold-out size comes back (a staff adjustment, a figure set,
 * an order cancelled giving its units back), stock records stock.restocked in that transaction and
 * each shopper waiting for the size gets one 'back in stock' mail with the product's link, once:
 * a second restock finds the request notified and mails nothing. A shopper who asks again once it
 * sold out again waits anew. A real SMTP server runs in process (smtp-server, mailparser).
 */
import { gql, signedUpShopper } from '../support/api';
import { admin, CANCEL, placeGql, server, useOrdersShop } from '../support/orders';
import { dbQuery, expectGqlOk, line, loadCatalogue } from '../support/shop';
import { ADJUST_STOCK, setStock } from '../support/stock';
import { smtpCapture } from '../../server/src/testing/smtp-capture';

jest.setTimeout(90_000);

const env: Record<string, string> = { OUTBOX_POLL_MS: '100', SHOP_URL: 'https://shop.squ.example' };
let smtp: Awaited<ReturnType<typeof smtpCapture>>;
beforeAll(async () => {
  smtp = await smtpCapture();
  env.SMTP_URL = smtp.url;
});
useOrdersShop(env);
afterAll(async () => smtp?.close());

const ASK = 'mutation Ask($id: ID!, $size: String!) { requestStockAlert(productId: $id, size: $size) { productId size } }';
const MINE = 'query { stockAlerts { productId size } }';
const sized = loadCatalogue().filter((p) => p.sizes.length >= 2 && p.price >= 299);
let next = 0;
const pick = () => sized[next++];

const mailsTo = (email: string) => smtp.received.filter((r) => r.envelopeTo.includes(email));
async function waitForMails(email: string, count: number) {
  const until = Date.now() + 15_000;
  while (mailsTo(email).length < count) {
    if (Date.now() > until) throw new Error(`${mailsTo(email).length} of ${count} messages to ${email} arrived`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return mailsTo(email);
}
/** Every outbox delivery settled (none pending): the worker has nothing more to send. */
async function outboxIdle() {
  const until = Date.now() + 15_000;
  for (;;) {
    const [pending] = await dbQuery(server, "SELECT COUNT(*) AS n FROM outbox_deliveries WHERE status = 'pending'");
    const [undispatched] = await dbQuery(server, 'SELECT COUNT(*) AS n FROM outbox_events WHERE dispatched_at IS NULL');
    if (Number(pending.n) === 0 && Number(undispatched.n) === 0) return;
    if (Date.now() > until) throw new Error('the outbox did not settle');
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
const adjust = async (productId: string, size: string, delta: number) =>
  expectGqlOk(await gql(server, ADJUST_STOCK, { input: { productId, size, delta, reason: 'ADJUSTMENT', note: 'delivery from the weaver' } }, { token: admin.token })).adjustStock;
const restockedOf = (productId: string, size: string) =>
  dbQuery(server, "SELECT order_number, payload FROM outbox_events WHERE type = 'stock.restocked' ORDER BY id").then((rows) =>
    rows.map((r) => ({ orderNumber: r.order_number as string | null, ...(JSON.parse(r.payload as string) as { productId: string; size: string; available: number; reason: string }) })).filter((r) => r.productId === productId && r.size === size),
  );

test('notify-me, then a restock: one back-in-stock mail with the product link; a second restock mails nothing more', async () => {
  const p = pick();
  const size = p.sizes[1];
  await setStock(server, admin.token, p.id, size, 0);
  const shopper = await signedUpShopper(server);
  expectGqlOk(await gql(server, ASK, { id: p.id, size }, { token: shopper.token }));

  await adjust(p.id, size, 3);
  const [mail] = await waitForMails(shopper.user.email, 1);
  expect(mail.mail.subject).toBe(`Back in stock: ${p.name}`);
  expect(mail.mail.text).toContain(`${p.name} in size ${size} is back in stock`);
  expect(mail.mail.text).toContain(`https://shop.squ.example/product/${p.id}`);
  expect(String(mail.mail.html)).toContain(`href="https://shop.squ.example/product/${p.id}"`);
  // Notified: no longer waiting, once the delivery's outcome is written. The alert is marked in
  // that transaction, which commits after the SMTP server has taken the message.
  await outboxIdle();
  expect(expectGqlOk(await gql(server, MINE, {}, { token: shopper.token })).stockAlerts).toEqual([]);

  // Sold out and back again: a second stock.restocked, and still one mail.
  await setStock(server, admin.token, p.id, size, 0);
  await setStock(server, admin.token, p.id, size, 5);
  // Units added to a size that had some are no restock.
  await adjust(p.id, size, 2);
  expect((await restockedOf(p.id, size)).map((e) => [e.available, e.reason, e.orderNumber])).toEqual([
    [3, 'adjustment', null],
    [5, 'adjustment', null],
  ]);
  await outboxIdle();
  await new Promise((ok) => setTimeout(ok, 500));
  expect(mailsTo(shopper.user.email)).toHaveLength(1);
});

test('every shopper waiting gets their own mail once; one who asks again after it sold out again is mailed at the next restock', async () => {
  const p = pick();
  const size = p.sizes[0];
  await setStock(server, admin.token, p.id, size, 0);
  const [asha, ravi] = await Promise.all([signedUpShopper(server), signedUpShopper(server)]);
  for (const s of [asha, ravi]) expectGqlOk(await gql(server, ASK, { id: p.id, size }, { token: s.token }));
  await setStock(server, admin.token, p.id, size, 4);
  await waitForMails(asha.user.email, 1);
  await waitForMails(ravi.user.email, 1);
  // Both marked notified (with their deliveries' outcomes) before Asha asks again.
  await outboxIdle();

  await setStock(server, admin.token, p.id, size, 0);
  expectGqlOk(await gql(server, ASK, { id: p.id, size }, { token: asha.token }));
  expect(expectGqlOk(await gql(server, MINE, {}, { token: asha.token })).stockAlerts).toEqual([{ productId: p.id, size }]);
  await adjust(p.id, size, 1);
  await waitForMails(asha.user.email, 2);
  await outboxIdle();
  expect(mailsTo(asha.user.email)).toHaveLength(2);
  expect(mailsTo(ravi.user.email)).toHaveLength(1);
});

test("an order cancelled gives its units back to a sold-out size: the shopper waiting for it is mailed, the event names the order", async () => {
  const p = pick();
  const size = p.sizes[1];
  await setStock(server, admin.token, p.id, size, 1);
  const buyer = await signedUpShopper(server);
  const placed = expectGqlOk(await placeGql(buyer, [line(p, 1, size)], 'cod')).createOrder;
  const waiter = await signedUpShopper(server);
  expectGqlOk(await gql(server, ASK, { id: p.id, size }, { token: waiter.token }));
  expectGqlOk(await gql(server, CANCEL, { n: placed.orderNumber }, { token: buyer.token }));
  const [mail] = await waitForMails(waiter.user.email, 1);
  expect(mail.mail.subject).toBe(`Back in stock: ${p.name}`);
  expect((await restockedOf(p.id, size)).map((e) => [e.available, e.reason, e.orderNumber])).toEqual([[1, 'cancel', placed.orderNumber]]);
});

test('a withdrawn request is not mailed', async () => {
  const p = pick();
  const size = p.sizes[0];
  await setStock(server, admin.token, p.id, size, 0);
  const shopper = await signedUpShopper(server);
  expectGqlOk(await gql(server, ASK, { id: p.id, size }, { token: shopper.token }));
  expectGqlOk(await gql(server, 'mutation No($id: ID!, $size: String!) { cancelStockAlert(productId: $id, size: $size) }', { id: p.id, size }, { token: shopper.token }));
  await adjust(p.id, size, 2);
  await outboxIdle();
  expect(mailsTo(shopper.user.email)).toEqual([]);
});
