import type { ProductFieldsFragment as Product } from '../gql/graphql';
import { type Found, prepareSearch, searchCatalogue } from '../features/catalogue/lib/search-products';
import type { IdleTime } from '../lib/when-idle';

/** An idle scheduler with all the time in the world: the index is made in one slice. */
export const atOnce = (slice: (idle: IdleTime) => void) => slice({ timeRemaining: () => 50 });

/** What `term` finds in `products`, once their index is ready. */
export async function searchFor(products: readonly Product[], term: string): Promise<Found> {
  await prepareSearch(products, atOnce);
  const found = searchCatalogue(products, term);
  if (!found) throw new Error('the search index is not ready');
  return found;
}
