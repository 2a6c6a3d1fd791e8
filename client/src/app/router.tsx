import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import type { ContentSlug, PolicySlug } from '../features/content/data';
import { loadContent } from '../features/content/lib/content-texts';
import { preloadable } from '../lib/preloadable';
import { RootLayout } from './layout/root-layout';

// One chunk per page: the first load carries only the shell and the page it shows.
const page = preloadable;
type Page = { Component: ComponentType; preload: () => Promise<unknown> };
/**
 * A help, company or policy page: its chunk and its texts (data, not code, read with useContent:
 * features/content/lib/content-texts.ts), fetched side by side.
 */
const withTexts = (slug: ContentSlug, { Component, preload }: Page): Page => ({
  preload: () => Promise.all([preload(), loadContent(slug)]),
  Component,
});
/** The five policy pages share one chunk; each page is it with the texts of its policy. */
const policy = page(() => import('./routes/policy'));
const policyPage = (slug: PolicySlug) => withTexts(slug, { preload: policy.preload, Component: () => <policy.Component slug={slug} /> });
/** The orders page also takes the payment provider's return (features/payments: usePaymentReturn). */
const orders = page(() => import('./routes/orders'));
/** The login page also draws forgot password's two pages. */
const login = page(() => import('./routes/login'));
const PAGES: [path: string, page: Page][] = [
  [paths.home, page(() => import('./routes/home'))],
  [paths.shop, page(() => import('./routes/shop'))],
  [paths.collection, page(() => import('./routes/collection'))],
  [paths.product, page(() => import('./routes/product'))],
  [paths.cart, page(() => import('./routes/cart'))],
  // The shopper's account (issue 5): sign-in, checkout (and the payment's return), profile, orders.
  [paths.checkout, page(() => import('./routes/checkout'))],
  [paths.checkoutPayment, orders],
  [paths.login, login],
  [paths.forgotPassword, login],
  [paths.resetPassword, login],
  [paths.profile, page(() => import('./routes/profile'))],
  [paths.orders, orders],
  [paths.wishlist, page(() => import('./routes/wishlist'))],
  // Help, company and policy pages.
  [paths.about, withTexts('about', page(() => import('./routes/about')))],
  [paths.contact, withTexts('contact', page(() => import('./routes/contact')))],
  [paths.faq, withTexts('faq', page(() => import('./routes/faq')))],
  [paths.shippingPolicy, policyPage('shipping-policy')],
  [paths.returnsExchanges, policyPage('returns-exchanges')],
  [paths.cancellationRefund, policyPage('cancellation-refund')],
  [paths.privacyPolicy, policyPage('privacy-policy')],
  [paths.termsConditions, policyPage('terms-conditions')],
  // The admin console (its orders, an order, its stock, its payments): one chunk, which no shopper's page imports.
  [`${paths.admin}/*`, page(() => import('./routes/admin'))],
];
const NOT_FOUND = page(() => import('./routes/not-found'));

/**
 * Loads the page `pathname` shows, so that the app's first render draws it rather than a
 * placeholder (main.tsx). The page's chunk is usually there already: the page lists it for
 * start.ts to preload.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const found = PAGES.find(([path]) => matchPath(path, pathname));
  return (found?.[1] ?? NOT_FOUND).preload();
}

/**
 * Declarative routes: the shop loads its data through Apollo, so the data router's loaders
 * are not needed (and it would add ~20 KB gzip to the first load).
 * Every route of the spec's route table is registered here; any other path gets the 404.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGES.map(([path, { Component }]) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NOT_FOUND.Component />} />
      </Route>
    </Routes>
  );
}
