import type { ReactiveVar } from '@apollo/client';
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Calls `listener` after every change of `rv` until the answered function is called. */
function onEveryChange<T>(rv: ReactiveVar<T>, listener: (value: T) => void): () => void {
  let stop = rv.onNextChange(function listen(value) {
    stop = rv.onNextChange(listen);
    listener(value);
  });
  return () => stop();
}

/** What prerendered pages were drawn with, for variables whose browser value can differ. */
const drawnWith = new WeakMap<object, unknown>();

/** Declares the value a prerendered page shows for `rv` (a persisted variable's initial value). */
export function setPrerenderedValue<T>(rv: ReactiveVar<T>, value: T): void {
  drawnWith.set(rv, value);
}

const whole = <T,>(value: T): T => value;

/**
 * A reactive variable's value, re-rendering on every change (as Apollo's useReactiveVar),
 * except while a prerendered page hydrates: then it answers what the page was drawn with
 * (the cart and the session live only in the browser, so the page shows them empty) and
 * React re-renders with the browser's own value right after. Every component reads
 * reactive variables through this hook or `useTrailingVar`.
 *
 * With `select` (a function defined once, outside the component), it answers part of the
 * value and re-renders only when that part changes (compared with Object.is).
 */
export function useVar<T>(rv: ReactiveVar<T>): T;
export function useVar<T, S>(rv: ReactiveVar<T>, select: (value: T) => S): S;
export function useVar<T, S>(rv: ReactiveVar<T>, select: (value: T) => S = whole as (value: T) => S): S {
  const subscribe = useCallback((onChange: () => void) => onEveryChange(rv, onChange), [rv]);
  const read = useCallback(() => select(rv()), [rv, select]);
  const readDrawn = useCallback(() => select(drawnWith.has(rv) ? (drawnWith.get(rv) as T) : rv()), [rv, select]);
  return useSyncExternalStore(subscribe, read, readDrawn);
}

/**
 * A reactive variable's value for a view that may trail it: a change re-renders the component
 * in a transition, which React does in slices and interrupts for clicks and keystrokes, while
 * the controls that changed the variable read it with `useVar` and answer at once. (The shop's
 * list follows its filters this way.) For variables that prerendered pages show as they are.
 */
export function useTrailingVar<T>(rv: ReactiveVar<T>): T {
  const [state, setState] = useState(() => ({ value: rv() }));
  useEffect(() => {
    const follow = (value: T) => startTransition(() => setState((s) => (Object.is(s.value, value) ? s : { value })));
    // A change between the first render and this subscription is picked up here.
    follow(rv());
    return onEveryChange(rv, follow);
  }, [rv]);
  return state.value;
}
