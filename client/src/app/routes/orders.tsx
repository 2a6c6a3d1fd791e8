import { useCallback, useMemo } from 'react';
import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { useCatalogue } from '../../features/catalogue/api/use-catalogue';
import { OrdersView } from '../../features/orders/components/orders-view';
import { usePaymentCheckout } from '../../features/payments/hooks/use-payment-checkout';
import { usePaymentReturn } from '../../features/payments/hooks/use-payment-return';

/**
 * Reorder looks products up in the catalogue (its own feature), so the cart gets whole products;
 * Retry payment opens the payment provider's checkout (its own feature), whose outcome comes back
 * here, at /checkout/payment, to be confirmed.
 */
function OrdersPage() {
  const { products } = useCatalogue();
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const findProduct = useCallback((id: string) => byId.get(id), [byId]);
  const openCheckout = usePaymentCheckout();
  const confirming = usePaymentReturn();
  return (
    <>
      <DocumentTitle title={confirming ? 'Confirming your payment' : 'My Orders'} />
      <OrdersView findProduct={findProduct} openCheckout={openCheckout} confirming={confirming} />
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(OrdersPage);
