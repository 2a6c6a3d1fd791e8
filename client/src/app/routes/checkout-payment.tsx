import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { PaymentReturnView } from '../../features/payments/components/payment-return-view';

/** Where the payment provider's page sends the shopper back to (the sandbox's, with the outcome in the query). */
function CheckoutPaymentPage() {
  return (
    <>
      <DocumentTitle title="Confirming your payment" />
      <PaymentReturnView />
    </>
  );
}

/** Its hooks mutate through Apollo, which comes with this page's chunk. */
export default withApollo(CheckoutPaymentPage);
