/** Every route of the shop in one place (app/router.tsx registers each). */
export const paths = {
  home: '/',
  shop: '/shop',
  collection: '/collections/:name',
  product: '/product/:id',
  cart: '/cart',
  checkout: '/checkout',
  /** Where the payment provider's page sends the shopper back to (issue 34): the orders page, which takes the outcome to the server. */
  checkoutPayment: '/checkout/payment',
  login: '/login',
  /** Forgot password (issue 59): ask for a link; the link the e-mail carries opens resetPassword with `#token=`. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  orders: '/orders',
  wishlist: '/wishlist',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  shippingPolicy: '/shipping-policy',
  returnsExchanges: '/returns-exchanges',
  cancellationRefund: '/cancellation-refund',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  // The admin console (DECISIONS 19): staff only, in chunks shoppers never load. Its sections'
  // paths are the console's (app/admin/sections.ts).
  admin: '/admin',
} as const;

/** The GraphQL API's path (same origin; Vite proxies it in development): Apollo's client and the home page's public read (lib/public-read.ts) post and get there. */
export const GRAPHQL_PATH = '/graphql';

/**
 * /orders's location state after placing an order, or paying for one (or failing to): the page
 * opens that order's card, under its confirmation once it is placed (features/orders: OrderPlaced).
 */
export interface OrdersState {
  order?: string;
}
export const orderState = (orderNumber: string): OrdersState => ({ order: orderNumber });

/** /orders?order=SQU-…: a link to one order (the shop's e-mails write it): the page opens that order's card and scrolls to it. */
export const ORDER_PARAM = 'order';

export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;
export const adminOrderPath = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`;
export const collectionPath = (name: string) => `/collections/${encodeURIComponent(name)}`;

export interface ShopQuery {
  category?: string;
  search?: string;
  new?: boolean;
  sale?: boolean;
  featured?: boolean;
}

export function shopPath(query: ShopQuery = {}): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.new) params.set('new', 'true');
  if (query.sale) params.set('sale', 'true');
  if (query.featured) params.set('featured', 'true');
  const qs = params.toString();
  return qs ? `${paths.shop}?${qs}` : paths.shop;
}
