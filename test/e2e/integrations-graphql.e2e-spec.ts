/**
 * Issue 59 on GraphQL: the staff's webhooks and API keys, as REST's /api/admin calls do them
 * (the admin console uses these): admins only, inputs checked with the same rules.
 */
import { gql } from '../support/api';
import { admin, alice, dear, placeGql, server, useOrdersShop } from '../support/orders';
import { eventually } from '../support/payments';
import { expectGqlError, expectGqlOk, line, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { OUTBOX_ENV, type Receiver, startReceiver } from '../support/webhooks';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...OUTBOX_ENV });
let hooks: Receiver;
beforeAll(async () => {
  hooks = await startReceiver({ failFirst: 1 });
});
afterAll(async () => hooks?.close());

const ENDPOINT = 'id url events enabled previousSecretUntil createdBy createdAt';
const DELIVERY = 'id eventId eventType orderNumber status attempts nextAttemptAt tries { ok status answer }';
const KEY = 'id name prefix scopes createdBy revokedAt lastUsedAt';

test('webhooks: register, list, deliveries with their tries, re-send, rotate, turn off; admins only', async () => {
  const made = await gql(server, `mutation C($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { endpoint { ${ENDPOINT} } secret } }`, { i: { url: hooks.url, events: ['order.created'] } }, { token: admin.token });
  const { endpoint, secret } = expectGqlOk(made).createWebhookEndpoint;
  expect(secret).toMatch(/^whsec_/);
  expect(endpoint).toEqual(expect.objectContaining({ url: hooks.url, events: ['order.created'], enabled: true, previousSecretUntil: null, createdBy: admin.user.email }));
  expect(expectGqlOk(await gql(server, `{ webhookEndpoints { ${ENDPOINT} } }`, {}, { token: admin.token })).webhookEndpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);

  const o = expectGqlOk(await placeGql(alice, [line(dear)], 'cod')).createOrder;
  const deliveries = async (status?: string) =>
    expectGqlOk(await gql(server, `query D($e: ID!, $s: WebhookDeliveryStatus) { webhookDeliveries(endpointId: $e, status: $s) { ${DELIVERY} } }`, { e: endpoint.id, s: status }, { token: admin.token })).webhookDeliveries;
  await eventually(async () => (await deliveries('DELIVERED')).length === 1, 10_000, 'the delivery');
  const [d] = await deliveries();
  expect(d).toEqual(expect.objectContaining({ eventType: 'order.created', orderNumber: o.orderNumber, status: 'DELIVERED', attempts: 2, nextAttemptAt: null }));
  expect(d.tries.map((t: { status: number }) => t.status)).toEqual([200, 500]);
  expect(await deliveries('FAILED')).toEqual([]);

  const resent = expectGqlOk(await gql(server, `mutation R($e: ID!, $d: ID!) { resendWebhookDelivery(endpointId: $e, deliveryId: $d) { ${DELIVERY} } }`, { e: endpoint.id, d: d.id }, { token: admin.token }));
  expect(resent.resendWebhookDelivery.status).toBe('PENDING');
  await eventually(async () => hooks.calls.filter((c) => c.id === d.eventId && c.status === 200).length === 2, 10_000, 'the re-sent delivery');

  const rotated = expectGqlOk(await gql(server, `mutation R($id: ID!) { rotateWebhookSecret(id: $id) { endpoint { ${ENDPOINT} } secret } }`, { id: endpoint.id }, { token: admin.token })).rotateWebhookSecret;
  expect(rotated.secret).not.toBe(secret);
  expect(rotated.endpoint.previousSecretUntil).not.toBeNull();
  const off = expectGqlOk(await gql(server, `mutation S($id: ID!) { setWebhookEndpointEnabled(id: $id, enabled: false) { ${ENDPOINT} } }`, { id: endpoint.id }, { token: admin.token }));
  expect(off.setWebhookEndpointEnabled.enabled).toBe(false);

  expectGqlError(await gql(server, `{ webhookEndpoints { id } }`, {}, { token: alice.token }), 'FORBIDDEN');
  expectGqlError(await gql(server, `mutation C($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`, { i: { url: 'ftp://x.example/', events: ['order.created'] } }, { token: admin.token }), 'BAD_USER_INPUT');
  expectGqlError(await gql(server, `mutation C($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`, { i: { url: hooks.url, events: ['order.nope'] } }, { token: admin.token }), 'BAD_USER_INPUT');
  expectGqlError(await gql(server, `query D($e: ID!) { webhookDeliveries(endpointId: $e) { id } }`, { e: '00000000-0000-7000-8000-000000000000' }, { token: admin.token }), 'NOT_FOUND');
});

test('API keys: make (shown once), list, revoke; admins only; name and scopes checked', async () => {
  const made = expectGqlOk(await gql(server, `mutation C($i: CreateApiKeyInput!) { createApiKey(input: $i) { apiKey { ${KEY} } key } }`, { i: { name: 'ERP', scopes: ['orders:read', 'stock:write'] } }, { token: admin.token })).createApiKey;
  expect(made.key).toMatch(/^squ_[0-9a-f]{12}_/);
  expect(made.apiKey).toEqual(expect.objectContaining({ name: 'ERP', prefix: made.key.slice(4, 16), scopes: ['orders:read', 'stock:write'], revokedAt: null, lastUsedAt: null }));
  const listed = expectGqlOk(await gql(server, `{ apiKeys { ${KEY} } }`, {}, { token: admin.token })).apiKeys;
  expect(listed.map((k: { id: string }) => k.id)).toContain(made.apiKey.id);
  expect(JSON.stringify(listed)).not.toContain(made.key.slice(17));
  const revoked = expectGqlOk(await gql(server, `mutation R($id: ID!) { revokeApiKey(id: $id) { ${KEY} } }`, { id: made.apiKey.id }, { token: admin.token })).revokeApiKey;
  expect(revoked.revokedAt).not.toBeNull();
  expectGqlError(await gql(server, `{ apiKeys { id } }`, {}, { token: alice.token }), 'FORBIDDEN');
  expectGqlError(await gql(server, `mutation C($i: CreateApiKeyInput!) { createApiKey(input: $i) { key } }`, { i: { name: ' ', scopes: ['orders:read'] } }, { token: admin.token }), 'BAD_USER_INPUT');
  expectGqlError(await gql(server, `mutation C($i: CreateApiKeyInput!) { createApiKey(input: $i) { key } }`, { i: { name: 'x', scopes: [] } }, { token: admin.token }), 'BAD_USER_INPUT');
  expectGqlError(await gql(server, `mutation R($id: ID!) { revokeApiKey(id: $id) { id } }`, { id: 'nope' }, { token: admin.token }), 'NOT_FOUND');
});
