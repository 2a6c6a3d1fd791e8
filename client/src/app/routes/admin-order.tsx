import { useParams } from 'react-router';
import { withApollo } from '../../apollo/with-apollo';
import { AdminOrderView } from '../../features/admin-orders/components/admin-order-view';
import { AdminLayout } from '../admin/admin-layout';

/** /admin/orders/:orderNumber: one order, its history and the moves it may make (staff only). */
function AdminOrderPage() {
  const { orderNumber = '' } = useParams();
  return (
    <AdminLayout title={`Order ${orderNumber}`}>
      <AdminOrderView orderNumber={orderNumber} />
    </AdminLayout>
  );
}

export default withApollo(AdminOrderPage);
