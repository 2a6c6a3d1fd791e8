import { useLocation } from 'react-router';
import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../config/paths';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthScreen } from '../../features/auth/components/auth-screen';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/**
 * /login, and forgot password's two pages beside it (issue 59): one chunk, since they share the
 * screen and most of their code (three chunks cost the shop's JS budget ~2 KB more).
 */
const FORMS = {
  [paths.forgotPassword]: ['Forgot password', ForgotPasswordForm],
  [paths.resetPassword]: ['Set a new password', ResetPasswordForm],
} as const;

function LoginPage() {
  const { pathname } = useLocation();
  const [title, Form] = FORMS[pathname as keyof typeof FORMS] ?? ['Login', AuthForm];
  return (
    <>
      <DocumentTitle title={title} />
      <AuthScreen>
        <Form />
      </AuthScreen>
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(LoginPage);
