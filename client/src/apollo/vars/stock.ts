import { makeVar, type ReactiveVar } from '@apollo/client';
import { STOCK_BATCH_MAX, STOCK_FRESH_MS } from '../../config/constants';
import type { StockFieldsFragment } from '../../gql/graphql';
import { loadApi } from '../load-api';

export type ProductStock = StockFieldsFragment;
/** A page's stock by product id; a product with no answer (yet) is not in it. */
export type StockMap = ReadonlyMap<string, ProductStock>;

/** Where stock answers come from: the server's `stock` query through Apollo's client, in the real shop. */
export interface StockSource {
  /** The answers for these ids (an id the server does not know is left out). */
  fetch(productIds: string[]): Promise<ProductStock[]>;
}

export interface StockStore {
  /** Counts the answers that came: a page re-reads its stock when it moves. */
  answers: ReactiveVar<number>;
  /** Asks, in one call per 100 ids, for the products whose answer is older than ~5 s (or missing) and not on its way. */
  ensure(productIds: readonly string[]): Promise<void>;
  /** Asks for these products again now, however fresh their answer (an order was refused for stock). */
  refresh(productIds: readonly string[]): Promise<void>;
  /** The latest answer for each of these ids that has one. */
  read(productIds: readonly string[]): StockMap;
}

/**
 * The stock of the products pages show, asked for as pages need it and never polled. An id is
 * asked for at most once per STOCK_FRESH_MS whatever the answer: a failed call is not retried
 * at once (the page stays as it is, without stock marks), so many pages or a failing server
 * never make a storm of calls. Answers are kept here, the latest call's for each id (an older
 * call that lands after a newer one changes nothing), not in Apollo's cache: nothing else reads
 * them. Shell-safe: Apollo's client comes with the first call.
 */
export function createStockStore(source: StockSource, now: () => number = Date.now): StockStore {
  const askedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();
  const answers = makeVar(0);
  const latest = new Map<string, ProductStock>();

  const ask = (ids: string[]): Promise<void> => {
    const call: Promise<void> = source
      .fetch(ids)
      .then(
        (found) => {
          // Kept only from the call in flight for its id: refresh replaces that with a newer call.
          found.forEach((stock) => inFlight.get(stock.productId) === call && latest.set(stock.productId, stock));
          answers(answers() + 1);
        },
        () => undefined,
      )
      .finally(() => ids.forEach((id) => inFlight.get(id) === call && inFlight.delete(id)));
    ids.forEach((id) => inFlight.set(id, call));
    return call;
  };

  const ensure = (productIds: readonly string[]): Promise<void> => {
    const at = now();
    const ids = [...new Set(productIds)];
    const stale = ids.filter((id) => !inFlight.has(id) && !(at - (askedAt.get(id) ?? -Infinity) < STOCK_FRESH_MS));
    stale.forEach((id) => askedAt.set(id, at));
    const calls = new Set(ids.flatMap((id) => (inFlight.has(id) ? [inFlight.get(id)!] : [])));
    for (let i = 0; i < stale.length; i += STOCK_BATCH_MAX) calls.add(ask(stale.slice(i, i + STOCK_BATCH_MAX)));
    return Promise.all(calls).then(() => undefined);
  };

  return {
    answers,
    ensure,
    refresh(productIds) {
      productIds.forEach((id) => {
        askedAt.delete(id);
        inFlight.delete(id);
      });
      return ensure(productIds);
    },
    read: (productIds) => new Map(productIds.flatMap((id) => (latest.has(id) ? [[id, latest.get(id)!] as const] : []))),
  };
}

/** The shop's one store, on Apollo's client (apollo/api.ts: fetchStock). */
export const stockStore = createStockStore({ fetch: (ids) => loadApi().then((api) => api.fetchStock(ids)) });

/** One product's stock as it is now: asked for if not fresh; undefined when the server did not answer. */
export async function stockOf(productId: string, store: StockStore = stockStore): Promise<ProductStock | undefined> {
  await store.ensure([productId]);
  return store.read([productId]).get(productId);
}
