import { createElement, lazy, useState, type ComponentType } from 'react';

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
  // A fetch that failed (the line dropped) is made again on the next call.
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Component(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Drawn, props);
  }
  return { Component, preload };
}
