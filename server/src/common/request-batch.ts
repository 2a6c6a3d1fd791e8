/**
 * Loads by key, one call for all the keys asked for while a request's resolvers run (a page of
 * orders asks each order's history: one query, not one per order). Keys asked for in the same
 * turn of the event loop share the call; each request has its own batch (`perRequest`), so no
 * answer is kept beyond it.
 */
export class RequestBatch<K, V> {
  private waiting = new Map<K, { resolve: (v: V) => void; reject: (e: unknown) => void }[]>();

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly absent: () => V,
  ) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      if (!this.waiting.size) setImmediate(() => void this.flush());
      const list = this.waiting.get(key) ?? [];
      list.push({ resolve, reject });
      this.waiting.set(key, list);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const found = await this.loadMany([...batch.keys()]);
      for (const [key, list] of batch) for (const w of list) w.resolve(found.get(key) ?? this.absent());
    } catch (error) {
      for (const list of batch.values()) for (const w of list) w.reject(error);
    }
  }
}

const batches = new WeakMap<object, Map<symbol, unknown>>();

/** The batch of `token` for this request, made on first use. */
export function perRequest<T>(req: object, token: symbol, make: () => T): T {
  let mine = batches.get(req);
  if (!mine) batches.set(req, (mine = new Map()));
  if (!mine.has(token)) mine.set(token, make());
  return mine.get(token) as T;
}
