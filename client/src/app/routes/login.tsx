import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { AuthScreen } from '../../features/auth/components/auth-screen';

function LoginPage() {
  return (
    <>
      <DocumentTitle title="Login" />
      <AuthScreen />
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(LoginPage);
