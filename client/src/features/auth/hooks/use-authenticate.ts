import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setSession } from '../../../apollo/vars/session';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { LoginDocument, RegisterDocument } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { returnPath } from '../../../lib/return-path';
import { credentialsInput, loginProblem, registrationProblem, type AuthMode, type Credentials } from '../lib/credentials';

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/**
 * Sign-in and registration: the client checks the form in the spec's order and shows the
 * first problem as a toast before calling; the server's refusals are toasted by the link
 * chain and marked at their field here. Success stores the session and goes back to the page
 * that asked for sign-in (checkout, orders, profile: /login?next=…), else home.
 */
export function useAuthenticate() {
  const [login, loginState] = useMutation(LoginDocument);
  const [register, registerState] = useMutation(RegisterDocument);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const submit = async (mode: AuthMode, values: Credentials) => {
    const problem = mode === 'login' ? loginProblem(values) : registrationProblem(values);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      notify.error(problem.message);
      return;
    }
    setErrors({});
    const input = credentialsInput(mode, values, env.websiteId);
    try {
      const payload = mode === 'login'
        ? (await login({ variables: { input } })).data?.login
        : (await register({ variables: { input } })).data?.register;
      if (!payload) return;
      setSession(payload.user, payload.token);
      notify.success(mode === 'login' ? `Welcome back, ${payload.user.firstName || payload.user.email}!` : 'Your account has been created!');
      const back = returnPath(params);
      // Back on the page that asked: /login leaves the history, so Back does not return to it.
      navigate(back ?? paths.home, { replace: !!back });
    } catch (error) {
      setErrors(fieldErrors(error) as CredentialErrors);
    }
  };

  return { submit, errors, clearErrors: () => setErrors({}), busy: loginState.loading || registerState.loading };
}
