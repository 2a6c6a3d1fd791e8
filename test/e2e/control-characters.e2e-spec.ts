/**
 * No text the shop keeps may hold a control character (NUL included), whichever surface it comes
 * by and however it is written: a JSON string, GraphQL variables, or a GraphQL string literal
 * whose escape (\u0000) only the GraphQL parser decodes. SQLite used to store the last kind.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { gql, newShopper, rest, signedUpShopper } from '../support/api';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, idempotencyKey, loadCatalogue, sizeOf } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
let shopper: Awaited<ReturnType<typeof signedUpShopper>>;

beforeAll(async () => {
  server = await startServer();
  shopper = await signedUpShopper(server);
});
afterAll(async () => server?.stop());

const product = loadCatalogue().find((p) => p.price >= 299)!;
/** A GraphQL string literal holding the escape itself: JSON carries a backslash, the GraphQL parser makes it the character. */
const literal = (text: string) => `"${text.replace('\u0000', '\\u0000').replace('\u0007', '\\u0007')}"`;
const ordersOf = async (userId: string) => (await dbQuery(server, 'SELECT id FROM orders WHERE user_id = $1', [userId])).length;

describe('a NUL written as \\u0000 in a GraphQL string literal', () => {
  test('updateProfile refuses it with BAD_USER_INPUT naming the field, and the profile is unchanged', async () => {
    const r = await gql(server, `mutation { updateProfile(input: { firstName: ${literal('Asha\u0000')} }) { firstName } }`, {}, { token: shopper.token });
    expectGqlError(r, 'BAD_USER_INPUT', 'firstName must not contain control characters');
    expect(r.body.errors![0].extensions!.errors).toEqual([{ field: 'firstName', message: 'firstName must not contain control characters' }]);
    const stored = await dbQuery(server, 'SELECT first_name FROM users WHERE id = $1', [shopper.user.id]);
    expect(stored[0].first_name).toBe('Asha');
  });

  test('createOrder refuses it in the shipping address, and no order is stored', async () => {
    const before = await ordersOf(shopper.user.id);
    const query = `mutation { createOrder(idempotencyKey: "${idempotencyKey()}", input: {
      items: [{ productId: "${product.id}", size: "${sizeOf(product)}", quantity: 1 }], paymentMethod: UPI,
      shippingAddress: { addressLine1: "12 MG Road", city: ${literal('Bengaluru\u0000')}, state: "Karnataka", postalCode: "560001", country: "India" } }) { orderNumber } }`;
    expectGqlError(await gql(server, query, {}, { token: shopper.token }), 'BAD_USER_INPUT', 'shippingAddress.city must not contain control characters');
    expect(await ordersOf(shopper.user.id)).toBe(before);
  });

  test('register and the contact form refuse it too', async () => {
    const s = newShopper();
    const register = `mutation { register(input: { email: "${s.email}", password: "secret123", firstName: ${literal('A\u0000')}, lastName: "V", website: "${s.website}" }) { token } }`;
    expectGqlError(await gql(server, register), 'BAD_USER_INPUT', 'firstName must not contain control characters');
    expect(await dbQuery(server, 'SELECT id FROM users WHERE email = $1', [s.email])).toEqual([]);
    const contact = `mutation { sendContactMessage(input: { name: ${literal('Asha\u0000')}, email: "a@example.in", message: "Hello" }) { id } }`;
    expectGqlError(await gql(server, contact), 'BAD_USER_INPUT', 'name must not contain control characters');
  });
});

describe('other control characters', () => {
  test('a bell (\\u0007) in a REST body or in GraphQL variables is refused with a 400 naming the field', async () => {
    expectRestError(await rest(server, 'PUT', '/api/user/profile', { lastName: 'V\u0007' }, { token: shopper.token }), 400, 'lastName must not contain control characters');
    const r = await gql(server, 'mutation U($input: ProfileInput!) { updateProfile(input: $input) { lastName } }', { input: { address: { city: 'Pune\u0007' } } }, { token: shopper.token });
    expectGqlError(r, 'BAD_USER_INPUT', 'address.city must not contain control characters');
    expectGqlError(await gql(server, `mutation { updateProfile(input: { lastName: ${literal('V\u0007')} }) { lastName } }`, {}, { token: shopper.token }), 'BAD_USER_INPUT');
  });

  test('a contact message may span lines; its other fields may not', async () => {
    const ok = await rest(server, 'POST', '/api/contact', { name: 'Asha', email: 'asha@example.in', message: 'Hello,\r\n\tthe parcel came.\n' });
    expect(ok.status).toBe(201);
    expectRestError(await rest(server, 'POST', '/api/contact', { name: 'Asha\nVerma', email: 'asha@example.in', message: 'Hello' }), 400, 'name must not contain control characters');
  });

  test('ordinary text, accents and scripts of India included, is kept as sent', async () => {
    const r = await gql(server, 'mutation U($input: ProfileInput!) { updateProfile(input: $input) { firstName lastName } }', { input: { firstName: 'आशा', lastName: 'Vérma' } }, { token: shopper.token });
    expectGqlOk(r);
    expect(r.body.data).toEqual({ updateProfile: { firstName: 'आशा', lastName: 'Vérma' } });
  });
});
