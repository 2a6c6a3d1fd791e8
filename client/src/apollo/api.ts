// Apollo's client and the calls the shell makes through it: a chunk of its own, which pages that
// use Apollo's hooks import, and which the shell fetches on first use (apollo/load-api.ts).
// Nothing here runs before a page is interactive.
import { CatalogueDocument, DeliveryPromiseDocument, LogoutDocument, QuoteCartDocument, StockDocument, SubscribeNewsletterDocument, type DeliveryPromiseFieldsFragment, type QuoteCartQueryVariables, type StockFieldsFragment } from '../gql/graphql';
import { apolloClient } from './client';

export { apolloClient } from './client';
export { submitFailureMessage } from './submit-error';

/** The catalogue and stock: public reads (GET, kept by the browser's cache), whose failures are logged only. */
const publicRead = { silent: true, public: true };

/**
 * The catalogue, from the server. Not kept in Apollo's cache: it lives in a reactive variable
 * (vars/catalogue.ts), read by every page as it is, with no normalizing and no reading back.
 * A failure is logged only (spec point 8; `silent`), and rejects.
 */
export async function fetchCatalogue() {
  const { data } = await apolloClient.query({ query: CatalogueDocument, fetchPolicy: 'no-cache', context: publicRead });
  if (!data) throw new Error('The catalogue query answered no data');
  return data.catalogue;
}

/**
 * What is left of these products' sizes, in one call: not kept in Apollo's cache but in the
 * stock store (vars/stock.ts), which reads it as it came. Normalizing a page's 24 answers into
 * the cache and reading them back a fragment at a time was the longest task of the shop page as
 * it settled (~220 ms at 4x CPU slowdown). A failure is logged only (`silent`).
 */
export async function fetchStock(productIds: string[]): Promise<StockFieldsFragment[]> {
  const { data } = await apolloClient.query({ query: StockDocument, variables: { productIds }, fetchPolicy: 'no-cache', context: publicRead });
  if (!data) throw new Error('The stock query answered no data');
  return data.stock;
}

/**
 * The server's price of a cart for a payment method (quoteCart), asked anew each time: prices,
 * stock and the COD rules are the server's and move, so no answer is kept. A failure is the
 * caller's to tell (`silent`): the cart and the checkout say so under their totals, with Retry.
 */
export async function quoteCart(variables: QuoteCartQueryVariables) {
  const { data } = await apolloClient.query({ query: QuoteCartDocument, variables, fetchPolicy: 'no-cache', context: { silent: true } });
  if (!data) throw new Error('The quote query answered no data');
  return data.quoteCart;
}

/**
 * What the shop promises for a pincode (the 'Deliver to' box): a public read, kept a minute by
 * the browser; the box tells a failure itself (`silent`).
 */
export async function fetchDeliveryPromise(pincode: string): Promise<DeliveryPromiseFieldsFragment> {
  const { data } = await apolloClient.query({ query: DeliveryPromiseDocument, variables: { pincode }, fetchPolicy: 'no-cache', context: publicRead });
  if (!data) throw new Error('The delivery promise query answered no data');
  return data.deliveryPromise;
}

/** Puts `email` on the newsletter's list; failures are the caller's to tell (`silent`). */
export async function subscribeNewsletter(email: string) {
  const { data } = await apolloClient.mutate({ mutation: SubscribeNewsletterDocument, variables: { email }, context: { silent: true } });
  if (!data) throw new Error('The newsletter mutation answered no data');
  return data.subscribeNewsletter;
}

/**
 * Revokes the refresh cookie on the server (best effort: the caller has cleared the session
 * whatever it answers) and drops the shopper's orders from the cache.
 */
export function revokeSession(): void {
  apolloClient.mutate({ mutation: LogoutDocument, context: { silent: true } }).catch(() => undefined);
  apolloClient.cache.evict({ fieldName: 'ordersByUser' });
  apolloClient.cache.gc();
}
