import { withApollo } from '../../apollo/with-apollo';
import { StockView } from '../../features/admin-stock/components/stock-view';
import { AdminLayout } from '../admin/admin-layout';

/** /admin/stock: what is left of each product's sizes, edited with a reason (staff only). */
function AdminStockPage() {
  return (
    <AdminLayout title="Stock">
      <StockView />
    </AdminLayout>
  );
}

export default withApollo(AdminStockPage);
