/**
 * The shopper's e-mail about their order (issue 59) leaves through the outbox: placing an order
 * mails its confirmation, cancelling it mails the cancellation, each once, to the order's shopper,
 * after the change committed; a refused order mails nothing. A real SMTP server runs in the test's
 * process (smtp-server) and what it receives is parsed (mailparser).
 */
import { gql, signedUpShopper } from '../support/api';
import { CREATE_ORDER, expectGqlError, expectGqlOk, gqlOrderInput, idempotencyKey, line, loadCatalogue, priceBands, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { smtpCapture } from '../../server/src/testing/smtp-capture';

jest.setTimeout(60_000);

const CANCEL = 'mutation Cancel($n: String!) { cancelOrder(orderNumber: $n) { status } }';
let smtp: Awaited<ReturnType<typeof smtpCapture>>;
let server: RunningServer;

beforeAll(async () => {
  smtp = await smtpCapture();
  server = await startServer({ env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '100', ...RAISED_SHOPPER_LIMITS } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailsAbout = (orderNumber: string) => smtp.received.filter((r) => r.mail.subject?.includes(orderNumber));

async function waitForMails(orderNumber: string, count: number) {
  const until = Date.now() + 10_000;
  while (mailsAbout(orderNumber).length < count) {
    if (Date.now() > until) throw new Error(`${mailsAbout(orderNumber).length} of ${count} messages about ${orderNumber} arrived`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return mailsAbout(orderNumber);
}

test('an order placed and cancelled mails its shopper the confirmation, then the cancellation, once each', async () => {
  const shopper = await signedUpShopper(server);
  const dear = priceBands().dear[0];
  const placed = expectGqlOk(await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(dear)], 'cod'), key: idempotencyKey() }, { token: shopper.token }));
  const n = placed.createOrder.orderNumber as string;
  const [confirmation] = await waitForMails(n, 1);
  expect(confirmation.envelopeTo).toEqual([shopper.user.email]);
  expect(confirmation.mail.subject).toBe(`Your SQU order ${n} is placed`);
  expect(confirmation.mail.text).toContain(dear.name);

  expect(expectGqlOk(await gql(server, CANCEL, { n }, { token: shopper.token })).cancelOrder.status).toBe('CANCELLED');
  const mails = await waitForMails(n, 2);
  expect(mails.map((m) => m.mail.subject)).toEqual([`Your SQU order ${n} is placed`, `Your SQU order ${n} is cancelled`]);
  // The worker goes on polling: nothing is sent twice.
  await new Promise((ok) => setTimeout(ok, 1000));
  expect(mailsAbout(n)).toHaveLength(2);
});

test('a refused order mails nothing', async () => {
  const shopper = await signedUpShopper(server);
  const before = smtp.received.length;
  const unknown = { ...loadCatalogue()[0], id: 'no-such-product' };
  expectGqlError(await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(unknown, 1, 'M')], 'cod'), key: idempotencyKey() }, { token: shopper.token }), 'BAD_USER_INPUT');
  await new Promise((ok) => setTimeout(ok, 1000));
  expect(smtp.received.slice(before).filter((r) => r.envelopeTo.includes(shopper.user.email))).toEqual([]);
});
