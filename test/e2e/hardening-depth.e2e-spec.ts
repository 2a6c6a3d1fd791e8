/**
 * JSON nested deeper than 32 levels is refused with a 400 before anything parses it into
 * classes, on every JSON body (REST and POST /graphql with its variables) and on a GraphQL GET's
 * variables. About 3,000 levels of objects used to overflow class-transformer's stack: a 500,
 * signed out, on login, register, refresh and the newsletter. Brackets inside strings are text,
 * and white space hides no level. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { newShopper, rest, WEBSITE } from '../support/api';
import { server, token, useShopperServer } from '../support/hardening';
import { CREATE_ORDER, expectGqlError, expectRestError, idempotencyKey, LOGIN, REGISTER } from '../support/shop';

jest.setTimeout(60_000);

useShopperServer();

const TOO_DEEP = "The request's JSON is nested too deeply: objects and arrays may nest at most 32 levels";

/** JSON text of `levels` levels, objects and arrays in turn, around a string. */
const nested = (levels: number, ws = ''): string => {
  let text = '"x"';
  for (let i = 0; i < levels; i++) text = i % 2 ? `[${ws}${text}${ws}]` : `{${ws}"a":${ws}${text}${ws}}`;
  return text;
};
/** A body of `levels` levels in all: its own object, and `value` nested inside one field. */
const bodyWith = (fields: Record<string, unknown>, field: string, levels: number, ws = '') => `{${[...Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `"${field}":${ws}${nested(levels - 1, ws)}`].join(',')}}`;

/** The public JSON endpoints the audit sent 3,000 levels to, and the order, with a field that holds the depth. */
const endpoints = () =>
  [
    ['POST /api/auth/login', { email: 'a@b.in', password: 'secret123' }, 'website', undefined],
    ['POST /api/auth/register', newShopper(), 'lastName', undefined],
    ['POST /api/auth/refresh', {}, 'refreshToken', undefined],
    ['POST /api/newsletter', {}, 'email', undefined],
    ['POST /api/orders', { paymentMethod: 'upi' }, 'items', token],
  ] as const;
const NAMES = endpoints().map(([name]) => name);
const each = (title: string, fn: (method: string, path: string, fields: Record<string, unknown>, field: string, t?: string) => Promise<void>) =>
  test.each(NAMES)(`${title}: %s`, async (name) => {
    const [, fields, field, t] = endpoints()[NAMES.indexOf(name)];
    const [method, path] = name.split(' ');
    await fn(method, path, fields, field, t);
  });

describe('REST bodies', () => {
  each('3,000 levels are a 400 naming the limit, signed out as signed in (never a 500)', async (method, path, fields, field, t) => {
    expectRestError(await rest(server, method, path, bodyWith(fields, field, 3_000), { token: t }), 400, TOO_DEEP);
    expectRestError(await rest(server, method, path, bodyWith(fields, field, 3_000)), 400, TOO_DEEP);
  });

  each('100,000 levels: unclosed (all the body limit holds) a 400, closed over the limit a 413', async (method, path, _fields, _field, t) => {
    expectRestError(await rest(server, method, path, '['.repeat(100_000), { token: t }), 400, TOO_DEEP);
    expectRestError(await rest(server, method, path, `${'['.repeat(100_000)}${']'.repeat(100_000)}`, { token: t }), 413);
  });

  each('33 levels are refused; 32 are read and judged on their content', async (method, path, fields, field, t) => {
    expectRestError(await rest(server, method, path, bodyWith(fields, field, 33), { token: t }), 400, TOO_DEEP);
    const r = await rest(server, method, path, bodyWith(fields, field, 32), { token: t });
    expect(r.status).toBeLessThan(500);
    expect(r.body.message).not.toBe(TOO_DEEP);
  });

  each('white space between the brackets hides no level', async (method, path, fields, field, t) => {
    expectRestError(await rest(server, method, path, bodyWith(fields, field, 33, ' \n\t'), { token: t }), 400, TOO_DEEP);
  });

  test('brackets inside strings are text: a password of 120 of them registers, escaped quotes and backslashes included', async () => {
    const password = '[{"\\'.repeat(30);
    const r = await rest(server, 'POST', '/api/auth/register', { ...newShopper(), password });
    expect(r.status).toBe(201);
    const again = await rest(server, 'POST', '/api/auth/login', { email: r.body.user.email, password, website: WEBSITE });
    expect(again.status).toBe(200);
  });
});

describe('GraphQL', () => {
  const graphql = (query: string, variables: string, t?: string) => rest(server, 'POST', '/graphql', `{"query":${JSON.stringify(query)},"variables":${variables}}`, { token: t });
  /** Variables making the whole request `levels` deep, `value` nested inside `input.field`. */
  const variables = (input: Record<string, unknown>, field: string, levels: number) => `{"input":${bodyWith(input, field, levels - 2)}}`;

  test('3,000 and 33 levels of variables are a 400 with BAD_USER_INPUT naming the limit (login, register, createOrder)', async () => {
    for (const levels of [3_000, 33]) {
      expectGqlError(await graphql(LOGIN, variables({ email: 'a@b.in', password: 'secret123' }, 'website', levels)), 'BAD_USER_INPUT', TOO_DEEP);
      expectGqlError(await graphql(REGISTER, variables(newShopper(), 'lastName', levels)), 'BAD_USER_INPUT', TOO_DEEP);
      const order = `{"key":"${idempotencyKey()}","input":${bodyWith({ paymentMethod: 'UPI' }, 'items', levels - 2)}}`;
      const r = await graphql(CREATE_ORDER, order, token);
      expect(r.status).toBe(400);
      expectGqlError(r, 'BAD_USER_INPUT', TOO_DEEP);
    }
  });

  test('32 levels are read and judged by the schema', async () => {
    const r = await graphql(LOGIN, variables({ email: 'a@b.in', password: 'secret123' }, 'website', 32));
    expectGqlError(r, 'BAD_USER_INPUT');
    expect(r.body.errors[0].message).not.toBe(TOO_DEEP);
  });

  test("a GET's variables and extensions are held to the same depth", async () => {
    const query = encodeURIComponent('query Q($id: ID!) { product(id: $id) { id } }');
    const get = (params: string) => rest(server, 'GET', `/graphql?query=${query}&${params}`, undefined, { headers: { 'apollo-require-preflight': '1' } });
    for (const params of [`variables=${encodeURIComponent(`{"id":${nested(1_000)}}`)}`, `variables=${encodeURIComponent('{"id":"p1"}')}&extensions=${encodeURIComponent(`{"x":${nested(40)}}`)}`]) {
      const r = await get(params);
      expect(r.status).toBe(400);
      expectGqlError(r, 'BAD_USER_INPUT', TOO_DEEP);
    }
  });
});

describe('the charset', () => {
  test('UTF-16 JSON, whose bytes the depth is not measured on, is refused like other charsets', async () => {
    const body = Buffer.from('{"email":"a@b.in","password":"x"}', 'utf16le');
    const r = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-16le' }, body });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual(expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'The request body must be UTF-8 JSON' }));
  });
});
