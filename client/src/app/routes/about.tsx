import { DocumentTitle } from '../../components/document-title';
import { AboutView } from '../../features/content/components/about/about-view';

export default function AboutPage() {
  return (
    <>
      <DocumentTitle title="About Us" />
      <AboutView />
    </>
  );
}
