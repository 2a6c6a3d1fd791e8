import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { useCart } from '../../features/cart/hooks/use-cart';
import { CheckoutView } from '../../features/checkout/components/checkout-view';

/** The cart (its own feature) handed to the checkout. */
function CheckoutPage() {
  const cart = useCart();
  return (
    <>
      <DocumentTitle title="Checkout" />
      <CheckoutView cart={cart} />
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(CheckoutPage);
