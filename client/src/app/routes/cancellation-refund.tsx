import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../config/paths';
import { PolicyDocument } from '../../features/content/components/document/policy-document';
import { cancellationRefund } from '../../features/content/data/cancellation-refund';

export default function CancellationRefundPage() {
  return (
    <>
      <DocumentTitle title={cancellationRefund.title} />
      <PolicyDocument doc={cancellationRefund} path={paths.cancellationRefund} />
    </>
  );
}
