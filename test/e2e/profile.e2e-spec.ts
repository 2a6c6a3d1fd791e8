/**
 * The profile on both surfaces: PUT /api/user/profile answers the updated user, and
 * updateProfile; server-side validation with clear messages (phone, postal code by
 * country, country from the list), email cannot be changed, unknown fields refused,
 * nothing stored when refused, and never a hash in an answer.
 */
import { FULL_PROFILE, gql, rest, signedUpShopper } from '../support/api';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, ME, UPDATE_PROFILE } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
let shopper: { user: { id: string; email: string }; token: string };

beforeAll(async () => {
  server = await startServer();
  shopper = await signedUpShopper(server, false);
});
afterAll(async () => server?.stop());

const put = (body: unknown, token = shopper.token) => rest(server, 'PUT', '/api/user/profile', body, { token });
const update = (input: unknown, token = shopper.token) => gql(server, UPDATE_PROFILE, { input }, { token });
const current = async () => (await rest(server, 'GET', '/api/user/profile', undefined, { token: shopper.token })).body;

const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/argon2|passwordHash|password_hash|"password"|refreshToken|"role":"customer"/);
};

describe('updating the profile', () => {
  test('REST PUT /api/user/profile answers the updated user (spec point 7), never a hash', async () => {
    const r = await put(FULL_PROFILE);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: shopper.user.id,
      email: shopper.user.email,
      firstName: 'Asha',
      lastName: 'Verma',
      phone: '+91 98765 43210',
      address: FULL_PROFILE.address,
      role: 'CUSTOMER',
      createdAt: expect.any(String),
    });
    noSecrets(r.body);
    expect(await current()).toEqual(r.body);
  });

  test('GraphQL updateProfile answers the updated User, and me shows it', async () => {
    const input = { firstName: 'Meera', lastName: 'Iyer', phone: '9876543210', address: { addressLine1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016', country: 'India' } };
    const data = expectGqlOk(await update(input));
    expect(data.updateProfile).toEqual(expect.objectContaining({ id: shopper.user.id, email: shopper.user.email, firstName: 'Meera', lastName: 'Iyer', phone: '9876543210', address: input.address }));
    noSecrets(data);
    const me = expectGqlOk(await gql(server, ME, {}, { token: shopper.token }));
    expect(me.me).toEqual(data.updateProfile);
  });

  test('fields left out stay as they are; text is trimmed', async () => {
    await put(FULL_PROFILE);
    const r = await put({ firstName: '  Kavya  ', address: { city: ' Mysuru ' } });
    expect(r.status).toBe(200);
    expect(r.body.firstName).toBe('Kavya');
    expect(r.body.lastName).toBe(FULL_PROFILE.lastName);
    expect(r.body.phone).toBe(FULL_PROFILE.phone);
    expect(r.body.address).toEqual({ ...FULL_PROFILE.address, city: 'Mysuru' });
  });

  test('a blank optional field clears it', async () => {
    await put(FULL_PROFILE);
    const r = await put({ phone: '', address: { state: '  ' } });
    expect(r.status).toBe(200);
    expect(r.body.phone).toBeNull();
    expect(r.body.address.state).toBeNull();
    await put(FULL_PROFILE);
  });

  test('the update is stored (read back from the database)', async () => {
    await put({ ...FULL_PROFILE, lastName: 'Stored' });
    const [row] = await dbQuery(server, 'SELECT last_name, phone, postal_code, country FROM users WHERE id = $1', [shopper.user.id]);
    expect(row).toEqual({ last_name: 'Stored', phone: FULL_PROFILE.phone, postal_code: '560001', country: 'India' });
    await put(FULL_PROFILE);
  });

  test('no token: 401 on REST, UNAUTHENTICATED on GraphQL', async () => {
    expectRestError(await rest(server, 'PUT', '/api/user/profile', FULL_PROFILE), 401);
    expectGqlError(await gql(server, UPDATE_PROFILE, { input: FULL_PROFILE }), 'UNAUTHENTICATED');
  });
});

describe('server-side validation with clear messages (both surfaces)', () => {
  const refused: [string, Record<string, unknown>, string][] = [
    ['a phone number with too few digits', { phone: '12345' }, 'Please enter a valid phone number (10 to 15 digits)'],
    ['a phone number with too many digits', { phone: '+91 98765 43210 12345' }, 'Please enter a valid phone number (10 to 15 digits)'],
    ['a phone number with letters', { phone: '98765-ABCDE' }, 'Please enter a valid phone number (10 to 15 digits)'],
    ['an Indian PIN code of 5 digits', { address: { postalCode: '56000', country: 'India' } }, 'Please enter a valid 6-digit PIN code'],
    ['an Indian PIN code starting with 0', { address: { postalCode: '012345', country: 'India' } }, 'Please enter a valid 6-digit PIN code'],
    ['a US ZIP code of 4 digits', { address: { postalCode: '1234', country: 'USA' } }, 'Please enter a valid ZIP code'],
    ['a UK postcode that is not one', { address: { postalCode: '12345', country: 'UK' } }, 'Please enter a valid UK postcode'],
    ['a Canadian postal code that is not one', { address: { postalCode: '123456', country: 'Canada' } }, 'Please enter a valid Canadian postal code'],
    ['an Australian postcode of 5 digits', { address: { postalCode: '20000', country: 'Australia' } }, 'Please enter a valid 4-digit postcode'],
    ['a country outside the list', { address: { country: 'France' } }, 'Country must be one of India, USA, UK, Canada, Australia'],
    ['a country in the wrong case', { address: { country: 'india' } }, 'Country must be one of India, USA, UK, Canada, Australia'],
    ['a blank first name', { firstName: '   ' }, 'Please enter your first name'],
    ['a blank last name', { lastName: '' }, 'Please enter your last name'],
    ['a first name over 50 characters', { firstName: 'A'.repeat(51) }, 'First name must be at most 50 characters'],
    ['a last name over 50 characters', { lastName: 'V'.repeat(51) }, 'Last name must be at most 50 characters'],
    ['an address over 200 characters', { address: { addressLine1: 'x'.repeat(201) } }, 'Address must be at most 200 characters'],
    ['a city over 100 characters', { address: { city: 'x'.repeat(101) } }, 'City must be at most 100 characters'],
    ['a state over 100 characters', { address: { state: 'x'.repeat(101) } }, 'State must be at most 100 characters'],
    ['an existing PIN code that does not fit a new country', { address: { country: 'Australia' } }, 'Please enter a valid 4-digit postcode'],
  ];

  beforeEach(async () => {
    expect((await put(FULL_PROFILE)).status).toBe(200);
  });

  test.each(refused)('REST refuses %s with a 400 and a clear message, and stores nothing', async (_n, body, message) => {
    const before = await current();
    expectRestError(await put(body), 400, message);
    expect(await current()).toEqual(before);
  });

  test.each(refused)('GraphQL refuses %s with BAD_USER_INPUT and a clear message, and stores nothing', async (_n, input, message) => {
    const before = await current();
    const g = await update(input);
    expectGqlError(g, 'BAD_USER_INPUT', message);
    expect(g.body.errors![0].extensions!.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
    expect(await current()).toEqual(before);
  });

  const accepted: [string, Record<string, unknown>, (u: any) => void][] = [
    ['an Indian mobile number written +91 98765 43210', { phone: '+91 98765 43210' }, (u) => expect(u.phone).toBe('+91 98765 43210')],
    ['ten digits', { phone: '9876543210' }, (u) => expect(u.phone).toBe('9876543210')],
    ['a number with dashes', { phone: '+1-415-555-0100' }, (u) => expect(u.phone).toBe('+1-415-555-0100')],
    ['a US ZIP+4', { address: { postalCode: '94105-1234', country: 'USA' } }, (u) => expect(u.address).toEqual(expect.objectContaining({ postalCode: '94105-1234', country: 'USA' }))],
    ['a UK postcode in lower case (stored upper-case)', { address: { postalCode: 'sw1a 1aa', country: 'UK' } }, (u) => expect(u.address.postalCode).toBe('SW1A 1AA')],
    ['a Canadian postal code', { address: { postalCode: 'K1A 0B1', country: 'Canada' } }, (u) => expect(u.address.country).toBe('Canada')],
    ['an Australian postcode', { address: { postalCode: '2000', country: 'Australia' } }, (u) => expect(u.address.postalCode).toBe('2000')],
    ['names of exactly 50 characters', { firstName: 'A'.repeat(50), lastName: 'V'.repeat(50) }, (u) => expect(u.firstName).toHaveLength(50)],
    ['names in other scripts', { firstName: 'आशा', lastName: 'वर्मा' }, (u) => expect(u.firstName).toBe('आशा')],
  ];

  test.each(accepted)('REST accepts %s', async (_n, body, check) => {
    const r = await put(body);
    expect(r.status).toBe(200);
    check(r.body);
  });

  test.each(accepted)('GraphQL accepts %s', async (_n, input, check) => {
    check(expectGqlOk(await update(input)).updateProfile);
  });
});

describe('what a profile update may not do', () => {
  beforeEach(async () => {
    expect((await put(FULL_PROFILE)).status).toBe(200);
  });

  test("email cannot be changed: REST answers 400 'Email cannot be changed' and the email stays", async () => {
    expectRestError(await put({ ...FULL_PROFILE, email: 'someone.else@example.in' }), 400, 'Email cannot be changed');
    expect((await current()).email).toBe(shopper.user.email);
  });

  test('email cannot be changed: GraphQL ProfileInput has no email field (BAD_USER_INPUT)', async () => {
    expectGqlError(await update({ ...FULL_PROFILE, email: 'someone.else@example.in' }), 'BAD_USER_INPUT');
    expect((await current()).email).toBe(shopper.user.email);
  });

  test('unknown fields are refused on REST, at the top and in the address, and nothing is stored', async () => {
    expectRestError(await put({ ...FULL_PROFILE, firstName: 'Changed', role: 'admin' }), 400, 'Unknown field: role');
    expectRestError(await put({ firstName: 'Changed', isAdmin: true }), 400, 'Unknown field: isAdmin');
    expectRestError(await put({ address: { ...FULL_PROFILE.address, street: 'x' } }), 400, 'Unknown field: address.street');
    const now = await current();
    expect(now.firstName).toBe(FULL_PROFILE.firstName);
    expect(now.role).toBe('CUSTOMER');
  });

  test('unknown fields are refused on GraphQL (BAD_USER_INPUT)', async () => {
    expectGqlError(await update({ ...FULL_PROFILE, role: 'ADMIN' }), 'BAD_USER_INPUT');
    expectGqlError(await update({ address: { zipCode: '560001' } }), 'BAD_USER_INPUT');
  });

  test('wrongly typed fields are a 400 on REST (never a 500)', async () => {
    expectRestError(await put({ firstName: 123 }), 400, 'firstName must be text');
    expectRestError(await put({ phone: 9876543210 }), 400, 'phone must be text');
    expectRestError(await put({ address: 'Bengaluru' }), 400, 'address must be an object');
    expectRestError(await put({ address: ['12 MG Road'] }), 400, 'address must be an object');
    expectRestError(await put({ address: { postalCode: 560001 } }), 400, 'address.postalCode must be text');
    expectRestError(await put([FULL_PROFILE]), 400);
    expectRestError(await put('"Asha"'), 400);
    expectRestError(await put('null'), 400);
  });

  test('wrongly typed fields are BAD_USER_INPUT on GraphQL', async () => {
    expectGqlError(await update({ phone: 9876543210 }), 'BAD_USER_INPUT');
    expectGqlError(await update({ address: 'Bengaluru' }), 'BAD_USER_INPUT');
    expectGqlError(await update('not an object'), 'BAD_USER_INPUT');
  });

  test('an empty update changes nothing and answers the user', async () => {
    const before = await current();
    const r = await put({});
    expect(r.status).toBe(200);
    expect({ ...r.body }).toEqual(before);
  });

  test('one shopper cannot change another: the token decides whose profile it is', async () => {
    const other = await signedUpShopper(server);
    const r = await put({ firstName: 'Intruder' }, other.token);
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(other.user.id);
    expect((await current()).firstName).toBe(FULL_PROFILE.firstName);
  });
});

describe('input the database must not choke on (never a 5xx)', () => {
  test('a valid phone number written with many separators (longer than 20 characters) is stored or refused, never a 500', async () => {
    const phone = '+9 1 9 8 7 6 5 4 3 2 1 0 1'; // 13 digits: valid by the rule, 25 characters
    const r = await put({ phone });
    expect([200, 400]).toContain(r.status);
    if (r.status === 200) expect((await current()).phone).toBe(phone);
    else expectRestError(r, 400);
  });

  test('text with a NUL character is refused or stored, never a 500 (REST and GraphQL)', async () => {
    const r = await put({ firstName: 'A\u0000B' });
    expect([200, 400]).toContain(r.status);
    if (r.status === 400) expectRestError(r, 400);
    const g = await update({ lastName: 'V\u0000V' });
    expect(g.status).toBeLessThan(500);
    if (g.body.errors) expectGqlError(g, 'BAD_USER_INPUT');
  });

  test('emoji and other astral characters within 50 characters are accepted', async () => {
    const firstName = '😀'.repeat(25); // 50 UTF-16 units, 25 characters
    const r = await put({ firstName });
    expect(r.status).toBe(200);
    expect((await current()).firstName).toBe(firstName);
  });
});
