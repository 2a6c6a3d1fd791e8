import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';

// One chunk per page: the first load carries only the shell and the page it shows.
const HomePage = lazy(() => import('./routes/home'));
const ShopPage = lazy(() => import('./routes/shop'));
const CollectionPage = lazy(() => import('./routes/collection'));
const ProductPage = lazy(() => import('./routes/product'));
const CartPage = lazy(() => import('./routes/cart'));
// The shopper's account (issue 5): sign-in, checkout, profile, orders.
const LoginPage = lazy(() => import('./routes/login'));
const CheckoutPage = lazy(() => import('./routes/checkout'));
const ProfilePage = lazy(() => import('./routes/profile'));
const OrdersPage = lazy(() => import('./routes/orders'));
// Help, company and policy pages.
const AboutPage = lazy(() => import('./routes/about'));
const ContactPage = lazy(() => import('./routes/contact'));
const FaqPage = lazy(() => import('./routes/faq'));
const ShippingPolicyPage = lazy(() => import('./routes/shipping-policy'));
const ReturnsExchangesPage = lazy(() => import('./routes/returns-exchanges'));
const CancellationRefundPage = lazy(() => import('./routes/cancellation-refund'));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy'));
const TermsConditionsPage = lazy(() => import('./routes/terms-conditions'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/**
 * Declarative routes: the shop loads its data through Apollo, so the data router's loaders
 * are not needed (and it would add ~20 KB gzip to the first load).
 * Every route of the spec's route table is registered here; any other path gets the 404.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.shop} element={<ShopPage />} />
        <Route path={paths.collection} element={<CollectionPage />} />
        <Route path={paths.product} element={<ProductPage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        <Route path={paths.orders} element={<OrdersPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.shippingPolicy} element={<ShippingPolicyPage />} />
        <Route path={paths.returnsExchanges} element={<ReturnsExchangesPage />} />
        <Route path={paths.cancellationRefund} element={<CancellationRefundPage />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={paths.termsConditions} element={<TermsConditionsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
