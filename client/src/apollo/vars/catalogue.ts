import { makeVar } from '@apollo/client';
import type { CatalogueQuery } from '../../gql/graphql';
import { loadApi } from '../load-api';

export type Catalogue = CatalogueQuery['catalogue'];

export interface CatalogueState {
  catalogue: Catalogue | null;
  /** The last load's failure, until a load succeeds. */
  error: unknown;
}

/**
 * The catalogue, loaded once per visit and shared by every page and the header search. A
 * prerendered page starts with the catalogue it was drawn from (main.tsx); any other page loads
 * it through Apollo's client when it first needs it. It is static (it changes only when its
 * file does), so it is not kept in Apollo's normalized cache: reading ~180 products back from
 * that cache took 100-200 ms of the main thread at 4x CPU slowdown as a page hydrated.
 */
export const catalogueVar = makeVar<CatalogueState>({ catalogue: null, error: undefined });

let inFlight: Promise<void> | null = null;

/** Starts the catalogue's load unless it is there or on its way; a failed load is tried again. */
export function ensureCatalogue(load: () => Promise<Catalogue> = () => loadApi().then((api) => api.fetchCatalogue())): Promise<void> {
  if (catalogueVar().catalogue) return Promise.resolve();
  inFlight ??= load()
    .then(
      (catalogue) => void catalogueVar({ catalogue, error: undefined }),
      (error: unknown) => void catalogueVar({ catalogue: null, error }),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The catalogue a page was drawn from (a prerendered page's, or the prerender's own). */
export function setCatalogue(catalogue: Catalogue): void {
  catalogueVar({ catalogue, error: undefined });
}
