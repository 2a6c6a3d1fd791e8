import { DocumentTitle } from '../../components/document-title';
import { ProfileView } from '../../features/profile/components/profile-view';

export default function ProfilePage() {
  return (
    <>
      <DocumentTitle title="My Profile" />
      <ProfileView />
    </>
  );
}
