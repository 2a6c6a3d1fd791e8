import type { ComponentType } from 'react';
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
import { ADMIN_SECTIONS, type AdminSection } from '../admin/sections';
import { paths } from '../../config/paths';
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

/** Each section's page. */
const VIEWS: Record<AdminSection['key'], ComponentType> = {
  orders: AdminOrdersView,
  stock: StockView,
  payments: PaymentsView,
  returns: ReturnsView,
  integrations: IntegrationsView,
  offers: OffersView,
  gst: GstDocumentsView,
};

/**
 * The admin console (/admin/*), staff only: one chunk that no shopper's page imports, so the shell
 * knows one file of it. Its sections (app/admin/sections.ts): /admin is the orders list, with
 * /admin/orders/:orderNumber an order; /admin/stock the stock; /admin/payments the payment
 * attempts; /admin/returns the returns queue; /admin/integrations the webhooks and API keys;
 * /admin/offers the offers; /admin/gst the GST documents.
 */
function AdminPage() {
  return (
    <Routes>
      {ADMIN_SECTIONS.map(({ key, path, label }) => {
        const View = VIEWS[key];
        const element = <AdminLayout title={label}><View /></AdminLayout>;
        return path === paths.admin ? <Route key={key} index element={element} /> : <Route key={key} path={path.slice(paths.admin.length + 1)} element={element} />;
      })}
      <Route path="orders/:orderNumber" element={<OrderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export default withApollo(AdminPage);
