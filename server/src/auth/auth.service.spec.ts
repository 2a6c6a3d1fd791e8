import { jest } from '@jest/globals';
import type { AppError } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { callerContext, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AuthModule } from './auth.module.js';
import { AuthService } from './auth.service.js';
import type { RegisterInput } from './dto/register.input.js';
import { TokensService } from './tokens.service.js';

let ctx: ServiceContext;
let auth: AuthService;
const WEBSITE = 'squ-fashion-web';
let n = 0;
const newShopper = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  email: `shopper${++n}@example.in`,
  password: 'secret123',
  firstName: 'Asha',
  lastName: 'Verma',
  website: WEBSITE,
  ...overrides,
});
const visitor = () => callerContext(null, `198.51.100.${++n % 250}`);
const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
};

beforeAll(async () => {
  ctx = await serviceContext([AuthModule]);
  auth = ctx.get(AuthService);
});
afterAll(() => ctx.close());

describe('registration', () => {
  test('stores the email trimmed and lower-cased, the password only as an argon2id hash, as a customer', async () => {
    const signedIn = await auth.register(visitor(), newShopper({ email: '  Asha.V@Example.IN ' }));
    expect(signedIn.user).toEqual(expect.objectContaining({ email: 'asha.v@example.in', role: 'CUSTOMER' }));
    const row = await ctx.get(DatabaseService).manager.getRepository(UserEntity).findOneByOrFail({ id: signedIn.user.id });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(row.passwordHash).not.toContain('secret123');
  });

  test('an email is unique per website: registering it again is a CONFLICT', async () => {
    const shopper = newShopper();
    await auth.register(visitor(), shopper);
    expect(await refusal(auth.register(visitor(), { ...shopper, email: shopper.email.toUpperCase() }))).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists' });
  });

  test('only the configured website identifier is accepted', async () => {
    expect(await refusal(auth.register(visitor(), newShopper({ website: 'elsewhere' })))).toEqual({ code: 'BAD_USER_INPUT', message: 'Unknown website identifier' });
  });
});

describe('sign-in', () => {
  test('the right email and password sign in, whatever the email\'s case', async () => {
    const shopper = newShopper();
    await auth.register(visitor(), shopper);
    const signedIn = await auth.login(visitor(), { email: shopper.email.toUpperCase(), password: shopper.password, website: WEBSITE });
    expect(signedIn.user.email).toBe(shopper.email);
    expect(ctx.get(TokensService).verifyAccessToken(signedIn.tokens.token)).toEqual({ userId: signedIn.user.id, role: 'customer' });
  });

  test('an unknown email and a wrong password answer the same', async () => {
    const shopper = newShopper();
    await auth.register(visitor(), shopper);
    const wrong = await refusal(auth.login(visitor(), { email: shopper.email, password: 'wrong-password', website: WEBSITE }));
    const unknown = await refusal(auth.login(visitor(), { email: 'nobody@example.in', password: 'wrong-password', website: WEBSITE }));
    expect(wrong).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    expect(unknown).toEqual(wrong);
  });
});

describe('sessions (DECISIONS 3)', () => {
  test('a refresh token works once: it is exchanged for a new pair', async () => {
    const { tokens } = await auth.register(visitor(), newShopper());
    const next = await auth.refresh(tokens.refreshToken);
    expect(next.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect((await auth.refresh(next.tokens.refreshToken)).user.id).toBe(next.user.id);
  });

  test('presenting a rotated refresh token again revokes every token of that sign-in', async () => {
    const { tokens } = await auth.register(visitor(), newShopper());
    const next = await auth.refresh(tokens.refreshToken);
    expect((await refusal(auth.refresh(tokens.refreshToken))).code).toBe('UNAUTHENTICATED');
    expect((await refusal(auth.refresh(next.tokens.refreshToken))).code).toBe('UNAUTHENTICATED');
  });

  test('logout revokes the refresh token', async () => {
    const { tokens } = await auth.register(visitor(), newShopper());
    await auth.logout(tokens.refreshToken);
    expect(await refusal(auth.refresh(tokens.refreshToken))).toEqual({ code: 'UNAUTHENTICATED', message: 'This sign-in was ended for your safety. Please sign in again.' });
  });

  test('an access token cannot stand in for a refresh token, nor the other way round', async () => {
    const { tokens } = await auth.register(visitor(), newShopper());
    expect((await refusal(auth.refresh(tokens.token))).code).toBe('UNAUTHENTICATED');
    expect(() => ctx.get(TokensService).verifyAccessToken(tokens.refreshToken)).toThrow('Your session has expired. Please sign in again.');
  });
});

describe('admin accounts (DECISIONS 7)', () => {
  test('are made by the operator, never by registration, and sign in as admins', async () => {
    expect(await ctx.get(AdminAccountsService).ensureAdmin('boss@example.in', 'a-long-admin-password')).toBe('created');
    const signedIn = await auth.login(visitor(), { email: 'boss@example.in', password: 'a-long-admin-password', website: WEBSITE });
    expect(signedIn.user.role).toBe('ADMIN');
    expect([signedIn.user.firstName, signedIn.user.lastName]).toEqual(['Admin', 'Staff']);
    const shopper = newShopper();
    await auth.register(visitor(), shopper);
    expect(await ctx.get(AdminAccountsService).ensureAdmin(shopper.email, 'another-long-password')).toBe('updated');
  });

  test('an instance that loses the first insert to another instance starting with it takes the update path', async () => {
    const admins = ctx.get(AdminAccountsService);
    const users = ctx.get(UsersService);
    // The other instance's insert lands between this one's read and its insert.
    jest.spyOn(users, 'findByEmail').mockImplementationOnce(async (website, email, m) => {
      await users.create(m!, { website, email, passwordHash: 'x', firstName: 'Admin', lastName: 'Staff', role: 'admin' });
      return null;
    });
    expect(await admins.ensureAdmin('first-boot@example.in', 'a-long-admin-password')).toMatch(/^(created|updated)$/);
    const rows = await ctx.get(DatabaseService).manager.getRepository(UserEntity).findBy({ email: 'first-boot@example.in' });
    expect(rows.map((r) => r.role)).toEqual(['admin']);
  });
});
