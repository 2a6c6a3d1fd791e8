import { createElement, lazy, useState, type ComponentType } from 'react';
import { onTryAgain } from './try-again';

/**
 * A lazily loaded component that can be fetched ahead of need: an overlay on hover or focus of
 * the button that opens it, a page before the app first draws it (main.tsx, app/router.tsx).
 *
 * Once `preload()` has resolved, the component draws at once. A plain `lazy` component suspends
 * on its first render even when its module is already there; a new Suspense boundary then shows
 * its fallback, and React keeps that up for at least 300 ms. Each mount keeps the form it
 * started with, so a page drawn through `lazy` is never drawn again as another component.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  const fetchOnce = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  let Lazy = lazy(fetchOnce);
  // A fetch that failed (the line dropped) is made again by the next preload or Try Again, with a
  // fresh lazy component for the next mount: React's keeps its failure for good.
  const forgetFailure = () => {
    if (!failed) return;
    failed = false;
    pending = null;
    Lazy = lazy(fetchOnce);
  };
  onTryAgain(forgetFailure);
  const preload = () => {
    forgetFailure();
    return fetchOnce();
  };
  function Component(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Drawn, props);
  }
  return { Component, preload };
}
