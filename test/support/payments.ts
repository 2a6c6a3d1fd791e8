/**
 * What the payment suites share (issue 34): the sandbox provider driven as a tester drives its
 * page, the browser's confirmation on both surfaces, webhooks signed as Razorpay signs them,
 * and the stored rows that say what happened (attempts, payment status changes, events, refunds).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { gql, type HttpAnswer, rest } from './api';
import { dbQuery, ORDER_FIELDS, TEST_JWT_SECRET } from './shop';
import type { RunningServer } from './start-server';

/** The sandbox's webhook secret in the suites (PAYMENT_SANDBOX_WEBHOOK_SECRET), so that tests can sign webhooks of their own. */
export const WEBHOOK_SECRET = 'e2e-sandbox-webhook-secret-0123456789';
/** The sandbox's key secret: drawn from the JWT secret, as the server draws it (config.ts). */
export const KEY_SECRET = createHmac('sha256', TEST_JWT_SECRET).update('squ sandbox key secret').digest('base64url');
/** The environment of a server whose sandbox the suites drive; no reconciler unless a suite asks for it. */
export const PAYMENT_ENV = { PAYMENT_SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_SANDBOX_LATE_MS: '300', PAYMENT_RECONCILE_EVERY_SECONDS: '0' };

type Session = { user: { id: string }; token: string };

export const CHECKOUT_FIELDS = 'payment { provider keyId providerOrderId amount currency orderNumber method payUrl }';
export const CREATE_PREPAID = `mutation Create($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { ${ORDER_FIELDS} ${CHECKOUT_FIELDS} } }`;
export const CONFIRM = `mutation Confirm($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { ${ORDER_FIELDS} } }`;
export const RETRY = `mutation Retry($n: String!) { retryPayment(orderNumber: $n) { ${ORDER_FIELDS} ${CHECKOUT_FIELDS} } }`;
export const REFRESH = `mutation Refresh($n: String!) { refreshPayment(orderNumber: $n) { ${ORDER_FIELDS} } }`;

/** What the sandbox sent the browser back with (Razorpay Checkout's fields). */
export interface CheckoutReturn {
  status: number;
  location: string;
  order: string | null;
  providerOrderId: string;
  paymentId: string;
  signature: string | null;
  error: string | null;
}

const returned = (res: Response): CheckoutReturn => {
  const location = res.headers.get('location') ?? '';
  const q = new URL(location, 'http://x').searchParams;
  return { status: res.status, location, order: q.get('order'), providerOrderId: q.get('razorpay_order_id') ?? '', paymentId: q.get('razorpay_payment_id') ?? '', signature: q.get('razorpay_signature'), error: q.get('error') };
};

/** A tester's choice on the sandbox's page: the form it posts. */
export async function sandboxPay(
  server: RunningServer,
  payUrl: string,
  outcome: 'success' | 'failure' | 'upi_pending',
  { webhooks = 'none', method = 'upi' }: { webhooks?: 'normal' | 'late' | 'twice' | 'out_of_order' | 'none'; method?: string } = {},
): Promise<CheckoutReturn> {
  const res = await fetch(server.url + payUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ outcome, method, webhooks }).toString() });
  return returned(res);
}

/** The shopper approves a waiting UPI payment. */
export async function sandboxApprove(server: RunningServer, providerOrderId: string, paymentId: string, webhooks = 'none'): Promise<CheckoutReturn> {
  const res = await fetch(`${server.url}/sandbox/pay/${providerOrderId}/approve/${paymentId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ webhooks }).toString(),
  });
  return returned(res);
}

/** The browser's confirmation over GraphQL. */
export const confirmGql = (server: RunningServer, s: Session, orderNumber: string, r: { providerOrderId: string; paymentId: string; signature: string | null }) =>
  gql(server, CONFIRM, { input: { orderNumber, providerOrderId: r.providerOrderId, paymentId: r.paymentId, signature: r.signature ?? '' } }, { token: s.token });

/** The browser's confirmation over REST, with Razorpay's field names. */
export const confirmRest = (server: RunningServer, s: Session, orderNumber: string, r: { providerOrderId: string; paymentId: string; signature: string | null }) =>
  rest(server, 'POST', `/api/orders/${orderNumber}/payments/verify`, { razorpay_order_id: r.providerOrderId, razorpay_payment_id: r.paymentId, razorpay_signature: r.signature ?? '' }, { token: s.token });

/** The staff refund part or all of an order's payment over REST (admins only), under an idempotency key. */
export const refundRest = (server: RunningServer, token: string, orderNumber: string, body: object, key: string | null) =>
  rest(server, 'POST', `/api/orders/${orderNumber}/refunds`, body, { token, headers: key === null ? {} : { 'Idempotency-Key': key } });

// ------------------------------------------------------------------ webhooks

/** A Razorpay payment entity. */
export const paymentEntity = (providerOrderId: string, paymentId: string, amountPaise: number, status = 'captured', currency = 'INR') => ({
  id: paymentId,
  entity: 'payment',
  amount: amountPaise,
  currency,
  status,
  order_id: providerOrderId,
  method: 'upi',
  captured: status === 'captured',
  error_description: status === 'failed' ? 'Payment declined' : null,
  created_at: Math.floor(Date.now() / 1000),
});

/** A Razorpay event body (recorded shape: entity, account_id, event, contains, payload, created_at). */
export const eventBody = (event: string, entities: Record<string, object>) => ({
  entity: 'event',
  account_id: 'acc_TestAccount00001',
  event,
  contains: Object.keys(entities),
  payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
  created_at: Math.floor(Date.now() / 1000),
});

export const newEventId = () => `evt_${randomBytes(7).toString('hex')}`;
export const signed = (raw: string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(raw).digest('hex');

/** A webhook call as the provider makes it: the raw body, X-Razorpay-Signature and x-razorpay-event-id. */
export async function sendWebhook(
  server: RunningServer,
  body: object | string,
  { eventId = newEventId(), signature, headers = {} }: { eventId?: string | null; signature?: string | null; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const h: Record<string, string> = { 'content-type': 'application/json', ...headers };
  const sig = signature === undefined ? signed(raw) : signature;
  if (sig !== null) h['x-razorpay-signature'] = sig;
  if (eventId !== null) h['x-razorpay-event-id'] = eventId;
  const res = await fetch(`${server.url}/api/payments/webhook`, { method: 'POST', headers: h, body: raw });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

// ------------------------------------------------------------------ what is stored

/** The rows of an order's payment: attempts, payment status changes, webhook events, refunds. */
export async function paymentRows(server: RunningServer, orderNumber: string) {
  const [order] = await dbQuery(server, 'SELECT id, payment_status, transaction_id, status FROM orders WHERE order_number = $1', [orderNumber]);
  const attempts = await dbQuery(server, 'SELECT * FROM payment_attempts WHERE order_id = $1 ORDER BY attempt_no', [order.id]);
  const changes = await dbQuery(server, 'SELECT from_status, to_status, source, attempt_id FROM payment_status_changes WHERE order_id = $1 ORDER BY at, id', [order.id]);
  const ids = attempts.map((a) => a.provider_order_id as string);
  const events = ids.length ? await dbQuery(server, `SELECT * FROM payment_events WHERE provider_order_id IN (${ids.map((_, i) => `$${i + 1}`).join(',')}) ORDER BY received_at`, ids) : [];
  const refunds = await dbQuery(server, 'SELECT * FROM payment_refunds WHERE order_id = $1', [order.id]);
  const payIds = attempts.map((a) => a.provider_payment_id as string | null).filter((p): p is string => !!p);
  const sandboxRefunds = payIds.length ? await dbQuery(server, `SELECT * FROM sandbox_refunds WHERE payment_id IN (${payIds.map((_, i) => `$${i + 1}`).join(',')})`, payIds) : [];
  return { order, attempts, changes, events, refunds, sandboxRefunds };
}

/** Waits until `check` answers true (polling), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
}
