import { DocumentTitle } from '../../components/document-title';
import { AuthScreen } from '../../features/auth/components/auth-screen';

export default function LoginPage() {
  return (
    <>
      <DocumentTitle title="Login" />
      <AuthScreen />
    </>
  );
}
