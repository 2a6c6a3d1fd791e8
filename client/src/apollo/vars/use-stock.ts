import { useEffect, useMemo } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { stockStore, type StockMap, type StockStore } from './stock';
import { useVar } from './use-var';

/** A burst of changes (a filter dragged, Show more) asks once, for where it settled. */
const SETTLE_MS = 120;

/**
 * The stock of the products a page shows, in one call for all of them (apollo/vars/stock.ts):
 * null until it answers. Products never wait on it: the page draws them at once, and the call
 * goes out once the browser is idle after that; stock marks appear when it answers, and a
 * failed call leaves the page as it is. It is asked for again when the ids change or the
 * shopper comes back to the tab, if the answer is older than ~5 s. Pass the ids of what is
 * shown (a grid's visible page), in a stable order.
 */
export function useStock(productIds: readonly string[], store: StockStore = stockStore): StockMap | null {
  const key = productIds.join('\n');
  const answers = useVar(store.answers);
  useEffect(() => {
    if (!key) return;
    const ids = key.split('\n');
    let live = true;
    const ask = () => void (live && store.ensure(ids));
    const timer = setTimeout(() => whenIdle(ask), SETTLE_MS);
    const onShown = () => document.visibilityState === 'visible' && ask();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [key, store]);

  // Read again whenever an answer comes (`answers` counts them); nothing to read before the first.
  return useMemo(() => (key && answers > 0 ? store.read(key.split('\n')) : null), [key, answers, store]);
}
