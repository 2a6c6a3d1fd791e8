/**
 * Issue 34 with Razorpay configured (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,
 * RAZORPAY_WEBHOOK_SECRET). No test reaches the network: this machine has no route to
 * api.razorpay.com, so what needs the API answers 503 while the order stays stored, and the
 * webhook path is driven with recorded bodies signed with the webhook secret.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql, rest } from '../support/api';
import { alice, dear, placeRest, server, storedCounts, useOrdersShop } from '../support/orders';
import { confirmRest, paymentRows, sendWebhook, signed } from '../support/payments';
import { dbQuery, expectGqlOk, expectRestError, line, ORDER_FIELDS, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { ROOT } from '../support/start-server';

jest.setTimeout(60_000);

const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 'e2e-razorpay-key-secret', RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret' };
useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...RAZORPAY });

const RECORDED = JSON.parse(readFileSync(join(ROOT, 'server/src/payments/fixtures/razorpay-webhooks.json'), 'utf8'));

describe('with Razorpay keys', () => {
  test("the CSP allows Razorpay's checkout; the sandbox page is off", async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
    expect((await fetch(`${server.url}/sandbox/pay/order_Anything000001`)).status).toBe(404);
  });

  test('the gateway unreachable: a card order is refused with 503 and a message for people, nothing stored; COD still works', async () => {
    const before = await storedCounts();
    const placed = await placeRest(alice, [line(dear)], 'card');
    expect(placed.status).toBe(503);
    expect(placed.body).toEqual(expect.objectContaining({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The payment provider could not be reached; please try again in a moment' }));
    expect(await storedCounts()).toEqual(before);
    expect((await placeRest(alice, [line(dear)], 'cod')).status).toBe(201);
    expect(server.output()).not.toContain(RAZORPAY.RAZORPAY_KEY_SECRET);
    expect(server.output()).not.toContain(RAZORPAY.RAZORPAY_WEBHOOK_SECRET);
  });

  test('a recorded payment.captured body signed with the webhook secret pays the attempt it names; the sandbox secret does not verify', async () => {
    // An order stored as card, with the attempt Razorpay's Orders API would have answered (this machine cannot reach it).
    const placed = await placeRest(alice, [line(dear)], 'cod');
    await dbQuery(server, "UPDATE orders SET payment_method = 'card', cod_charge_paise = 0 WHERE order_number = $1", [placed.body.orderId], { write: true });
    const [order] = await dbQuery(server, 'SELECT id, total_paise FROM orders WHERE order_number = $1', [placed.body.orderId]);
    const providerOrderId = `order_${Date.now().toString(36).padStart(14, '0').slice(-14)}`;
    const now = new Date().toISOString();
    await dbQuery(
      server,
      "INSERT INTO payment_attempts (id, order_id, order_number, attempt_no, provider, provider_order_id, amount_paise, currency, status, created_at, updated_at) VALUES ($1, $2, $3, 1, 'razorpay', $4, $5, 'INR', 'pending', $6, $7)",
      [`a${Date.now()}-0000-7000-8000-000000000000`.slice(0, 36), order.id, placed.body.orderId, providerOrderId, order.total_paise, now, now],
      { write: true },
    );
    const body = structuredClone(RECORDED['payment.captured']);
    Object.assign(body.payload.payment.entity, { order_id: providerOrderId, amount: Number(order.total_paise), base_amount: Number(order.total_paise) });
    const raw = JSON.stringify(body);
    expect((await sendWebhook(server, raw, { signature: signed(raw, 'e2e-sandbox-webhook-secret-0123456789') })).status).toBe(400);
    const ok = await sendWebhook(server, raw, { signature: signed(raw, RAZORPAY.RAZORPAY_WEBHOOK_SECRET) });
    expect(ok.body).toEqual({ received: true, duplicate: false });
    const rows = await paymentRows(server, placed.body.orderId);
    expect(rows.order.payment_status).toBe('paid');
    expect(rows.order.transaction_id).toBe('pay_DESlfW9H8K9uqM');
    expect(rows.changes).toEqual([expect.objectContaining({ to_status: 'paid', source: 'webhook' })]);

    // The browser's confirmation: a checkout signature made with another key is refused before the API is asked.
    const forged = { providerOrderId, paymentId: 'pay_DESlfW9H8K9uqM', signature: signed(`${providerOrderId}|pay_DESlfW9H8K9uqM`, 'not-the-key-secret') };
    expectRestError(await confirmRest(server, alice, placed.body.orderId, forged), 400, 'The payment signature does not match: the payment was not confirmed');
    const good = { ...forged, signature: signed(`${providerOrderId}|pay_DESlfW9H8K9uqM`, RAZORPAY.RAZORPAY_KEY_SECRET) };
    expect((await confirmRest(server, alice, placed.body.orderId, good)).status).toBe(503);
    const back = expectGqlOk(await gql(server, `query($n: String!) { order(orderNumber: $n) { ${ORDER_FIELDS} } }`, { n: placed.body.orderId }, { token: alice.token })).order;
    expect(back.paymentStatus).toBe('PAID');
  });
});
