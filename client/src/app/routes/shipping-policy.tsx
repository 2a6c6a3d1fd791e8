import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../config/paths';
import { PolicyDocument } from '../../features/content/components/document/policy-document';
import { shippingPolicy } from '../../features/content/data/shipping-policy';

export default function ShippingPolicyPage() {
  return (
    <>
      <DocumentTitle title={shippingPolicy.title} />
      <PolicyDocument doc={shippingPolicy} path={paths.shippingPolicy} />
    </>
  );
}
