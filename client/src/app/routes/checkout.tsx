import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { useCart } from '../../features/cart/hooks/use-cart';
import { CheckoutView } from '../../features/checkout/components/checkout-view';
import { usePaymentCheckout } from '../../features/payments/hooks/use-payment-checkout';

/** The cart and the payment provider's checkout (their own features) handed to the checkout. */
function CheckoutPage() {
  const cart = useCart();
  const openCheckout = usePaymentCheckout();
  return (
    <>
      <DocumentTitle title="Checkout" />
      <CheckoutView cart={cart} openCheckout={openCheckout} />
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(CheckoutPage);
