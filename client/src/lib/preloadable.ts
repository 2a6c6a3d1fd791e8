import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that can be fetched ahead of need (on hover or focus of the
 * button that opens it), so overlays stay out of the first load yet open without a wait.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (pending ??= load());
  return { Component: lazy(preload), preload };
}
