/**
 * Format characters (Unicode Cf: right-to-left overrides and other bidi controls, zero-width
 * spaces, soft hyphens, byte order marks), the line and paragraph separators and C1 controls are
 * refused like control characters in every name, address, email and message the shop keeps,
 * with the field named, on both surfaces: the admin console and the invoices show them. The
 * zero-width non-joiner and joiner stay taken inside words of the scripts of India, where names
 * need them. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { gql, newShopper, rest, signedUpShopper, WEBSITE } from '../support/api';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, idempotencyKey, loadCatalogue, REGISTER, restOrderPayload, sizeOf, SHIPPING_ADDRESS, UPDATE_PROFILE } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
let shopper: Awaited<ReturnType<typeof signedUpShopper>>;

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_MESSAGES_PER_ADDRESS: '1000' } });
  shopper = await signedUpShopper(server);
});
afterAll(async () => server?.stop());

const FORMAT = (field: string) => `${field} must not contain invisible formatting characters (such as zero-width spaces or direction overrides)`;
const CONTROL = (field: string) => `${field} must not contain control characters`;
const RLO = '\u202e';
const ZWSP = '\u200b';
const ZWNJ = '\u200c';
const ZWJ = '\u200d';

const product = loadCatalogue().find((p) => p.price >= 299)!;
const orderLine = { product, size: sizeOf(product), quantity: 1 };
const ordersOf = async (userId: string) => (await dbQuery(server, 'SELECT id FROM orders WHERE user_id = $1', [userId])).length;
const usersWith = async (email: string) => (await dbQuery(server, 'SELECT id FROM users WHERE email = $1', [email])).length;
const storedProfile = async () => (await dbQuery(server, 'SELECT first_name, last_name, city, address_line1 FROM users WHERE id = $1', [shopper.user.id]))[0];

describe('REST', () => {
  test('register refuses a right-to-left override in a name, naming the field; no account is made', async () => {
    const s = newShopper({ firstName: `Asha${RLO}amreV` });
    const r = await rest(server, 'POST', '/api/auth/register', s);
    expectRestError(r, 400, FORMAT('firstName'));
    expect(r.body.errors).toEqual([{ field: 'firstName', message: FORMAT('firstName') }]);
    expect(await usersWith(s.email)).toBe(0);
    expectRestError(await rest(server, 'POST', '/api/auth/register', newShopper({ email: `asha${ZWSP}@example.in` })), 400, FORMAT('email'));
  });

  test('the profile refuses a zero-width space, a C1 control and a line separator, naming each field; nothing changes', async () => {
    const before = await storedProfile();
    const token = shopper.token;
    expectRestError(await rest(server, 'PUT', '/api/user/profile', { address: { city: `Pu${ZWSP}ne` } }, { token }), 400, FORMAT('address.city'));
    expectRestError(await rest(server, 'PUT', '/api/user/profile', { address: { addressLine1: '12 MG Road\u0085' } }, { token }), 400, CONTROL('address.addressLine1'));
    expectRestError(await rest(server, 'PUT', '/api/user/profile', { lastName: 'Ver\u2028ma' }, { token }), 400, CONTROL('lastName'));
    expectRestError(await rest(server, 'PUT', '/api/user/profile', { firstName: `\ufeffAsha` }, { token }), 400, FORMAT('firstName'));
    expect(await storedProfile()).toEqual(before);
  });

  test("an order refuses a bidi override in its shipping address and a soft hyphen in the contact's name; no order is stored", async () => {
    const before = await ordersOf(shopper.user.id);
    const address = { ...SHIPPING_ADDRESS, city: `Bengaluru${RLO}` };
    const r = await rest(server, 'POST', '/api/orders', restOrderPayload(shopper.user.id, [orderLine], 'upi', { customerInfo: { firstName: 'Asha', address } }), { token: shopper.token });
    expectRestError(r, 400, FORMAT('customerInfo.address.city'));
    const named = await rest(server, 'POST', '/api/orders', restOrderPayload(shopper.user.id, [orderLine], 'upi', { customerInfo: { firstName: 'As\u00adha' } }), { token: shopper.token });
    expectRestError(named, 400, FORMAT('customerInfo.firstName'));
    expect(await ordersOf(shopper.user.id)).toBe(before);
  });

  test('the contact form refuses them in the name and in the message (which may still span lines); the newsletter in its email', async () => {
    expectRestError(await rest(server, 'POST', '/api/contact', { name: `Asha${ZWNJ}Verma`, email: 'asha@example.in', message: 'Hello' }), 400, FORMAT('name'));
    expectRestError(await rest(server, 'POST', '/api/contact', { name: 'Asha', email: 'asha@example.in', message: `Hello,\n${RLO}the parcel came` }), 400, FORMAT('message'));
    expectRestError(await rest(server, 'POST', '/api/contact', { name: 'Asha', email: 'asha@example.in', message: 'Hello\u2029there' }), 400, CONTROL('message'));
    expect((await rest(server, 'POST', '/api/contact', { name: 'Asha', email: 'asha@example.in', message: 'Hello,\r\n\tthe parcel came.\n' })).status).toBe(201);
    expectRestError(await rest(server, 'POST', '/api/newsletter', { email: `asha${RLO}@example.in` }), 400, FORMAT('email'));
  });

  test('names of the scripts of India keep their joiners, stored as sent; a joiner between Latin letters is refused', async () => {
    const s = newShopper({ firstName: `क्${ZWJ}षमा`, lastName: `ജോണ്${ZWJ}` });
    const r = await rest(server, 'POST', '/api/auth/register', s);
    expect(r.status).toBe(201);
    const stored = await dbQuery(server, 'SELECT first_name, last_name FROM users WHERE email = $1', [s.email]);
    expect(stored[0]).toEqual({ first_name: `क्${ZWJ}षमा`, last_name: `ജോണ്${ZWJ}` });
    const city = `ಕ${ZWNJ}ನ್ನಡ ನಗರ`;
    const profile = await rest(server, 'PUT', '/api/user/profile', { address: { city } }, { token: r.body.token });
    expect([profile.status, profile.body.user?.address?.city ?? profile.body.address?.city]).toEqual([200, city]);
    expectRestError(await rest(server, 'PUT', '/api/user/profile', { lastName: `Ve${ZWNJ}rma` }, { token: r.body.token }), 400, FORMAT('lastName'));
  });

  test('a password is a secret, never shown: one with a soft hyphen still registers and signs in', async () => {
    const s = newShopper({ password: 'secret\u00ad123' });
    expect((await rest(server, 'POST', '/api/auth/register', s)).status).toBe(201);
    expect((await rest(server, 'POST', '/api/auth/login', { email: s.email, password: s.password, website: WEBSITE })).status).toBe(200);
  });
});

describe('GraphQL', () => {
  test('updateProfile refuses an override in variables and as a string literal escape, naming the field; the profile is unchanged', async () => {
    const before = await storedProfile();
    const r = await gql(server, UPDATE_PROFILE, { input: { firstName: `Asha${RLO}` } }, { token: shopper.token });
    expectGqlError(r, 'BAD_USER_INPUT', FORMAT('firstName'));
    expect(r.body.errors![0].extensions!.errors).toEqual([{ field: 'firstName', message: FORMAT('firstName') }]);
    const literal = await gql(server, 'mutation { updateProfile(input: { address: { city: "Pune\\u200B" } }) { firstName } }', {}, { token: shopper.token });
    expectGqlError(literal, 'BAD_USER_INPUT', FORMAT('address.city'));
    expectGqlError(await gql(server, UPDATE_PROFILE, { input: { lastName: 'V\u009b' } }, { token: shopper.token }), 'BAD_USER_INPUT', CONTROL('lastName'));
    expect(await storedProfile()).toEqual(before);
  });

  test('createOrder refuses a paragraph separator in the shipping address and a zero-width space in the contact; no order is stored', async () => {
    const before = await ordersOf(shopper.user.id);
    const items = [{ productId: product.id, size: sizeOf(product), quantity: 1 }];
    const create = `mutation Create($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber } }`;
    const address = await gql(server, create, { key: idempotencyKey(), input: { items, paymentMethod: 'UPI', shippingAddress: { ...SHIPPING_ADDRESS, addressLine1: '12 MG Road\u2029' } } }, { token: shopper.token });
    expectGqlError(address, 'BAD_USER_INPUT', CONTROL('shippingAddress.addressLine1'));
    const contact = await gql(server, create, { key: idempotencyKey(), input: { items, paymentMethod: 'UPI', contact: { lastName: `Ver${ZWSP}ma` } } }, { token: shopper.token });
    expectGqlError(contact, 'BAD_USER_INPUT', FORMAT('contact.lastName'));
    expect(await ordersOf(shopper.user.id)).toBe(before);
  });

  test('register, the contact form and the newsletter refuse them too', async () => {
    const s = newShopper({ lastName: `Ver${ZWJ}ma` });
    expectGqlError(await gql(server, REGISTER, { input: s }), 'BAD_USER_INPUT', FORMAT('lastName'));
    expect(await usersWith(s.email)).toBe(0);
    const contact = 'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }';
    expectGqlError(await gql(server, contact, { input: { name: 'Asha', email: 'asha@example.in', message: `Hi ${RLO}there` } }), 'BAD_USER_INPUT', FORMAT('message'));
    expectGqlError(await gql(server, 'mutation N($email: String!) { subscribeNewsletter(email: $email) { message } }', { email: `\u2066asha@example.in` }), 'BAD_USER_INPUT', FORMAT('email'));
  });

  test('joiners inside words of the scripts of India are kept; between scripts or at a word\'s edge they are refused', async () => {
    const names = { firstName: `শ্${ZWNJ}রী`, lastName: `ශ්${ZWJ}රී` };
    const r = await gql(server, UPDATE_PROFILE, { input: names }, { token: shopper.token });
    expect(expectGqlOk(r).updateProfile).toEqual(expect.objectContaining(names));
    expectGqlError(await gql(server, UPDATE_PROFILE, { input: { firstName: `क${ZWNJ}ক` } }, { token: shopper.token }), 'BAD_USER_INPUT', FORMAT('firstName'));
    expectGqlError(await gql(server, UPDATE_PROFILE, { input: { firstName: `${ZWJ}क` } }, { token: shopper.token }), 'BAD_USER_INPUT', FORMAT('firstName'));
  });
});
