import { credentialsInput, loginProblem, registrationProblem, type Credentials } from './credentials';

const ok: Credentials = { email: 'asha@example.in', password: 'secret1', firstName: 'Asha', lastName: 'Verma' };
const empty: Credentials = { email: '', password: '', firstName: '', lastName: '' };

describe('sign-in validation (spec point 5, in order)', () => {
  it.each<[string, Partial<Credentials>, string | null]>([
    ['all empty: email first', empty, 'Please enter your email address'],
    ['blank email (spaces)', { ...ok, email: '   ' }, 'Please enter your email address'],
    ['password before the email pattern', { email: 'nope', password: '' }, 'Please enter your password'],
    ['email pattern last', { email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    ['a short password is fine for sign-in', { email: 'a@b.in', password: 'x' }, null],
    ['valid', ok, null],
  ])('%s', (_, values, message) => {
    expect(loginProblem({ ...empty, ...values })?.message ?? null).toBe(message);
  });

  it('names the field that failed', () => {
    expect(loginProblem({ ...ok, password: '' })).toEqual({ field: 'password', message: 'Please enter your password' });
  });
});

describe('registration validation (spec point 5, in order)', () => {
  it.each<[string, Partial<Credentials>, string | null]>([
    ['all empty: email first', {}, 'Please enter your email address'],
    ['then password', { email: 'bad' }, 'Please enter your password'],
    ['then first name', { email: 'bad', password: 'x' }, 'Please enter your first name'],
    ['then last name', { email: 'bad', password: 'x', firstName: 'A' }, 'Please enter your last name'],
    ['then the email pattern', { email: 'bad', password: 'x', firstName: 'A', lastName: 'B' }, 'Please enter a valid email address'],
    ['then the password length', { email: 'a@b.in', password: '12345', firstName: 'A', lastName: 'B' }, 'Password must be at least 6 characters long'],
    ['six characters pass', { email: 'a@b.in', password: '123456', firstName: 'A', lastName: 'B' }, null],
    ['blank names are missing', { ...ok, firstName: '  ' }, 'Please enter your first name'],
  ])('%s', (_, values, message) => {
    expect(registrationProblem({ ...empty, ...values })?.message ?? null).toBe(message);
  });
});

describe('the request body', () => {
  it('sign-in sends email, password and the website; never the names', () => {
    expect(credentialsInput('login', { ...ok, email: ' asha@example.in ' }, 'web')).toEqual({ email: 'asha@example.in', password: 'secret1', website: 'web' });
  });

  it('registration adds the trimmed names; the password is sent as typed', () => {
    expect(credentialsInput('register', { ...ok, firstName: ' Asha ', password: ' pass word ' }, 'web')).toEqual({
      email: 'asha@example.in', password: ' pass word ', website: 'web', firstName: 'Asha', lastName: 'Verma',
    });
  });
});
