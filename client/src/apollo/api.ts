// Apollo's client and the calls the shell makes through it: a chunk of its own, which pages that
// use Apollo's hooks import, and which the shell fetches on first use or once the page is
// interactive (apollo/load-api.ts). Nothing here runs before a page is interactive.
import { CatalogueDocument, LogoutDocument, StockDocument, StockFieldsFragmentDoc, SubscribeNewsletterDocument, type StockFieldsFragment } from '../gql/graphql';
import { apolloClient } from './client';

export { apolloClient } from './client';
export { submitFailureMessage } from '../lib/submit-error';

/**
 * The catalogue, from the server. Not kept in Apollo's cache: it lives in a reactive variable
 * (vars/catalogue.ts), read by every page as it is, with no normalizing and no reading back.
 * A failure is logged only (spec point 8; `silent`), and rejects.
 */
export async function fetchCatalogue() {
  const { data } = await apolloClient.query({ query: CatalogueDocument, fetchPolicy: 'no-cache', context: { silent: true } });
  if (!data) throw new Error('The catalogue query answered no data');
  return data.catalogue;
}

/**
 * Asks what is left of these products' sizes, in one call, into Apollo's cache (read back with
 * readStock). A failure is logged only (`silent`): the page stays as it is without stock marks.
 */
export async function fetchStock(productIds: string[]): Promise<void> {
  await apolloClient.query({ query: StockDocument, variables: { productIds }, fetchPolicy: 'network-only', context: { silent: true } });
}

/** What Apollo's cache holds of these products' stock (those it has no answer for are left out). */
export function readStock(productIds: readonly string[]): StockFieldsFragment[] {
  const { cache } = apolloClient;
  return productIds.flatMap((productId) => {
    const found = cache.readFragment({ fragment: StockFieldsFragmentDoc, id: cache.identify({ __typename: 'ProductStock', productId }) });
    return found ? [found] : [];
  });
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
