/**
 * Loads that failed stay failed while React draws (it draws a failed page again as it recovers
 * from the error, and a load made afresh in each draw would fetch for ever); they are made
 * afresh only when asked: a shopper's Try Again (app/layout/page-error-boundary.tsx), or a new
 * preload (lib/preloadable.ts, features/content/lib/content-texts.ts).
 */
const forgetters = new Set<() => void>();

/** Registers how to forget a failed load, so that the next draw fetches it afresh. */
export function onTryAgain(forget: () => void): void {
  forgetters.add(forget);
}

/** Try Again: every load that failed is fetched afresh when next drawn. */
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
}
