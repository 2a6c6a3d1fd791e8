import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../config/paths';
import { PolicyDocument } from '../../features/content/components/document/policy-document';
import { termsConditions } from '../../features/content/data/terms-conditions';

export default function TermsConditionsPage() {
  return (
    <>
      <DocumentTitle title={termsConditions.title} />
      <PolicyDocument doc={termsConditions} path={paths.termsConditions} />
    </>
  );
}
