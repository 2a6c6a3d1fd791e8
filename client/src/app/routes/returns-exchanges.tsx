import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../config/paths';
import { PolicyDocument } from '../../features/content/components/document/policy-document';
import { returnsExchanges } from '../../features/content/data/returns-exchanges';

export default function ReturnsExchangesPage() {
  return (
    <>
      <DocumentTitle title={returnsExchanges.title} />
      <PolicyDocument doc={returnsExchanges} path={paths.returnsExchanges} />
    </>
  );
}
