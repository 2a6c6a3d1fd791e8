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
const NotFoundPage = lazy(() => import('./routes/not-found'));

/**
 * Declarative routes: the shop loads its data through Apollo, so the data router's loaders
 * are not needed (and it would add ~20 KB gzip to the first load).
 * Checkout, login, profile, orders and the help and policy pages come in later issues;
 * until they are registered here, the catch-all 404 answers their paths.
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
