import { DocumentTitle } from '../../components/document-title';
import { FaqView } from '../../features/content/components/faq/faq-view';

export default function FaqPage() {
  return (
    <>
      <DocumentTitle title="Frequently Asked Questions" />
      <FaqView />
    </>
  );
}
