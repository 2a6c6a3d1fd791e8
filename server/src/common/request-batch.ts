import DataLoader from 'dataloader';

const batches = new WeakMap<object, Map<symbol, unknown>>();

/** The batch of `token` for this request, made on first use: no answer is kept beyond the request. */
export function perRequest<T>(req: object, token: symbol, make: () => T): T {
  let mine = batches.get(req);
  if (!mine) batches.set(req, (mine = new Map()));
  if (!mine.has(token)) mine.set(token, make());
  return mine.get(token) as T;
}

/**
 * A DataLoader for this request: every key asked for while its resolvers run is loaded by one
 * call (a page of orders asks each order's history: one query, not one per order); a key the
 * call does not answer gets `absent()`.
 */
export function requestLoader<K, V>(req: object, token: symbol, loadMany: (keys: K[]) => Promise<Map<K, V>>, absent: () => V): DataLoader<K, V> {
  return perRequest(
    req,
    token,
    () =>
      new DataLoader<K, V>(async (keys) => {
        const found = await loadMany([...keys]);
        return keys.map((k) => found.get(k) ?? absent());
      }),
  );
}
