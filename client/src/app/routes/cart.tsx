import { DocumentTitle } from '../../components/document-title';
import { CartView } from '../../features/cart/components/cart-view';

export default function CartPage() {
  return (
    <>
      <DocumentTitle title="Shopping Cart" />
      <CartView />
    </>
  );
}
