import { DocumentTitle } from '../../components/document-title';
import { PolicyDocument } from '../../features/content/components/document/policy-document';
import type { PolicySlug } from '../../features/content/data';
import { useContent } from '../../features/content/lib/content-texts';

/** The five policy pages: one page, drawn from the texts of the policy its path names (app/router.tsx). */
export default function PolicyPage({ slug }: { slug: PolicySlug }) {
  const policy = useContent(slug);
  return (
    <>
      <DocumentTitle title={policy.title} />
      <PolicyDocument doc={policy} path={`/${slug}`} />
    </>
  );
}
