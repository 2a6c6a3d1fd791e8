import { withApollo } from '../../apollo/with-apollo';
import { AdminOrdersView } from '../../features/admin-orders/components/admin-orders-view';
import { AdminLayout } from '../admin/admin-layout';

/** /admin: every shopper's orders, searched, filtered and paged (staff only). */
function AdminOrdersPage() {
  return (
    <AdminLayout title="Orders">
      <AdminOrdersView />
    </AdminLayout>
  );
}

export default withApollo(AdminOrdersPage);
