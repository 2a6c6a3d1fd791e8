import type { ReactiveVar } from '@apollo/client';
import { useCallback, useSyncExternalStore } from 'react';

/** What prerendered pages were drawn with, for variables whose browser value can differ. */
const drawnWith = new WeakMap<object, unknown>();

/** Declares the value a prerendered page shows for `rv` (a persisted variable's initial value). */
export function setPrerenderedValue<T>(rv: ReactiveVar<T>, value: T): void {
  drawnWith.set(rv, value);
}

/**
 * A reactive variable's value, re-rendering on every change (as Apollo's useReactiveVar),
 * except while a prerendered page hydrates: then it answers what the page was drawn with
 * (the cart and the session live only in the browser, so the page shows them empty) and
 * React re-renders with the browser's own value right after. Every component reads
 * reactive variables through this hook.
 */
export function useVar<T>(rv: ReactiveVar<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let stop = rv.onNextChange(function listen() {
        stop = rv.onNextChange(listen);
        onChange();
      });
      return () => stop();
    },
    [rv],
  );
  const readDrawn = useCallback(() => (drawnWith.has(rv) ? (drawnWith.get(rv) as T) : rv()), [rv]);
  return useSyncExternalStore(subscribe, rv, readDrawn);
}
