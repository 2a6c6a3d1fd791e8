import { DocumentTitle } from '../../components/document-title';
import { ContactView } from '../../features/content/components/contact/contact-view';

export default function ContactPage() {
  return (
    <>
      <DocumentTitle title="Contact Us" />
      <ContactView />
    </>
  );
}
