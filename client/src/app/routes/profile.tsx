import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { ProfileView } from '../../features/profile/components/profile-view';

function ProfilePage() {
  return (
    <>
      <DocumentTitle title="My Profile" />
      <ProfileView />
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(ProfilePage);
