import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../config/paths';
import { PolicyDocument } from '../../features/content/components/document/policy-document';
import { privacyPolicy } from '../../features/content/data/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <>
      <DocumentTitle title={privacyPolicy.title} />
      <PolicyDocument doc={privacyPolicy} path={paths.privacyPolicy} />
    </>
  );
}
