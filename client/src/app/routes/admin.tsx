import { Route, Routes, useParams } from 'react-router';
import { withApollo } from '../../apollo/with-apollo';
import { AdminOrderView } from '../../features/admin-orders/components/admin-order-view';
import { AdminOrdersView } from '../../features/admin-orders/components/admin-orders-view';
import { IntegrationsView } from '../../features/admin-integrations/components/integrations-view';
import { GstDocumentsView } from '../../features/admin-gst/components/gst-documents-view';
import { OffersView } from '../../features/admin-offers/components/offers-view';
import { PaymentsView } from '../../features/admin-payments/components/payments-view';
import { RefundsPanel } from '../../features/admin-payments/components/refunds-panel';
import { ReturnsView } from '../../features/admin-returns/components/returns-view';
import { StockView } from '../../features/admin-stock/components/stock-view';
import { AdminLayout } from '../admin/admin-layout';
import NotFound from './not-found';

function OrderPage() {
  const { orderNumber = '' } = useParams();
  return (
    <AdminLayout title={`Order ${orderNumber}`}>
      {/* Its refunds are asked afresh when the order moves (a cancellation refunds what is left); a refund made here updates them itself. */}
      <AdminOrderView orderNumber={orderNumber} refunds={(order) => <RefundsPanel key={order.status} orderNumber={order.orderNumber} />} />
    </AdminLayout>
  );
}

/**
 * The admin console (/admin/*), staff only: one chunk that no shopper's page imports, so the shell
 * knows one file of it. /admin is the orders list; /admin/orders/:orderNumber an order;
 * /admin/stock the stock; /admin/payments the payment attempts; /admin/returns the returns queue;
 * /admin/integrations the webhooks and API keys; /admin/offers the offers; /admin/gst the GST documents. Its paths are config/paths.ts's, relative to /admin.
 */
function AdminPage() {
  return (
    <Routes>
      <Route index element={<AdminLayout title="Orders"><AdminOrdersView /></AdminLayout>} />
      <Route path="orders/:orderNumber" element={<OrderPage />} />
      <Route path="stock" element={<AdminLayout title="Stock"><StockView /></AdminLayout>} />
      <Route path="payments" element={<AdminLayout title="Payments"><PaymentsView /></AdminLayout>} />
      <Route path="returns" element={<AdminLayout title="Returns"><ReturnsView /></AdminLayout>} />
      <Route path="integrations" element={<AdminLayout title="Integrations"><IntegrationsView /></AdminLayout>} />
      <Route path="offers" element={<AdminLayout title="Offers"><OffersView /></AdminLayout>} />
      <Route path="gst" element={<AdminLayout title="GST documents"><GstDocumentsView /></AdminLayout>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export default withApollo(AdminPage);
