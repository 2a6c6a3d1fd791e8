import { PASSWORD_MIN_LENGTH } from '../../../config/constants';
import { isValidEmail } from '../../../lib/validation';

/** What the sign-in screen holds; first and last name only matter when registering. */
export interface Credentials {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type CredentialField = keyof Credentials;

export interface Problem {
  field: CredentialField;
  message: string;
}

type Rule = [failed: (c: Credentials) => boolean, field: CredentialField, message: string];

const blank = (v: string) => v.trim() === '';

/** Spec point 5, in the spec's order: the first failing rule is the one shown. */
const LOGIN_RULES: Rule[] = [
  [(c) => blank(c.email), 'email', 'Please enter your email address'],
  [(c) => !c.password, 'password', 'Please enter your password'],
  [(c) => !isValidEmail(c.email), 'email', 'Please enter a valid email address'],
];

const REGISTER_RULES: Rule[] = [
  [(c) => blank(c.email), 'email', 'Please enter your email address'],
  [(c) => !c.password, 'password', 'Please enter your password'],
  [(c) => blank(c.firstName), 'firstName', 'Please enter your first name'],
  [(c) => blank(c.lastName), 'lastName', 'Please enter your last name'],
  [(c) => !isValidEmail(c.email), 'email', 'Please enter a valid email address'],
  [(c) => c.password.length < PASSWORD_MIN_LENGTH, 'password', `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`],
];

function firstProblem(rules: Rule[], c: Credentials): Problem | null {
  const hit = rules.find(([failed]) => failed(c));
  return hit ? { field: hit[1], message: hit[2] } : null;
}

export const loginProblem = (c: Credentials): Problem | null => firstProblem(LOGIN_RULES, c);
export const registrationProblem = (c: Credentials): Problem | null => firstProblem(REGISTER_RULES, c);

export type AuthMode = 'login' | 'register';

/** The body of login or register: trimmed names and email, the password as typed, and the website. */
export function credentialsInput(mode: AuthMode, c: Credentials, website: string) {
  const base = { email: c.email.trim(), password: c.password, website };
  return mode === 'login' ? base : { ...base, firstName: c.firstName.trim(), lastName: c.lastName.trim() };
}
