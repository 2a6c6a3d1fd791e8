import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { ContactView } from '../../features/content/components/contact/contact-view';

function ContactPage() {
  return (
    <>
      <DocumentTitle title="Contact Us" />
      <ContactView />
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(ContactPage);
