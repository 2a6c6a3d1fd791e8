import { DocumentTitle } from '../../components/document-title';
import { WishlistView } from '../../features/catalogue/components/wishlist-view';

export default function WishlistPage() {
  return (
    <>
      <DocumentTitle title="My Wishlist" />
      <WishlistView />
    </>
  );
}
