import { useCallback, useMemo } from 'react';
import { withApollo } from '../../apollo/with-apollo';
import { DocumentTitle } from '../../components/document-title';
import { useCatalogue } from '../../features/catalogue/api/use-catalogue';
import { OrdersView } from '../../features/orders/components/orders-view';

/** Reorder looks products up in the catalogue (its own feature), so the cart gets whole products. */
function OrdersPage() {
  const { products } = useCatalogue();
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const findProduct = useCallback((id: string) => byId.get(id), [byId]);
  return (
    <>
      <DocumentTitle title="My Orders" />
      <OrdersView findProduct={findProduct} />
    </>
  );
}

/** Its hooks query and mutate through Apollo, which comes with this page's chunk. */
export default withApollo(OrdersPage);
