/**
 * Start-up of a prerendered page (client/scripts/prerender.mjs). The page shows whole before
 * any script runs, so the app is fetched only once the page has been painted with its main
 * picture: on a slow line the picture no longer shares the bandwidth with ~200 KB of
 * JavaScript, and on a slow phone it is painted before the app's start-up holds the main
 * thread (bench/lighthouse: the home page's LCP went from ~2.8 s to ~1.2 s).
 *
 * This module and start.ts are the page's first script: they import nothing the app imports, so
 * that they stay a chunk of their own (client/vite.config.ts).
 */

/** The element that lists the modules a page needs: the shell's chunks (every page, index.html too), then its route's. */
export const PRERENDER_MODULES_ID = 'squ-modules';
/** How long start-up waits at most for the main picture before it fetches the app anyway. */
export const MAIN_PICTURE_WAIT_MS = 2000;
/** How long it waits at most for the next frame: a tab in the background draws none. */
export const FRAME_WAIT_MS = 200;

export interface StartEnv {
  document: Pick<Document, 'getElementById' | 'createElement' | 'head' | 'visibilityState'>;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

const browser = (): StartEnv => ({
  document,
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});

/** The page's #root when it holds a prerendered page (index.html's is empty), else null. */
export function prerenderedRoot(doc: Pick<Document, 'getElementById'>): HTMLElement | null {
  const root = doc.getElementById('root');
  return root?.firstElementChild ? root : null;
}

/**
 * Resolves once a prerendered page has been painted, with its main picture (the image it fetches
 * at high priority) when it has one, or after MAIN_PICTURE_WAIT_MS. At once on a page that is
 * not prerendered (an empty #root: nothing shows before the app) and in a tab opened in the
 * background (nothing is painted there until it is shown; the app is ready by then).
 */
export async function pagePainted(env: StartEnv = browser()): Promise<void> {
  const root = prerenderedRoot(env.document);
  if (!root || env.document.visibilityState === 'hidden') return;
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture) {
    await Promise.race([picture.decode().catch(() => undefined), new Promise((resolve) => env.setTimeout(() => resolve(undefined), MAIN_PICTURE_WAIT_MS))]);
  }
  // A task after the next frame: the picture has been painted. A tab put in the background
  // meanwhile draws no frame: then FRAME_WAIT_MS is enough.
  await new Promise<void>((resolve) => {
    env.requestAnimationFrame(() => env.setTimeout(resolve, 0));
    env.setTimeout(resolve, FRAME_WAIT_MS);
  });
}

/**
 * Asks for the modules the page lists (the prerender, client/scripts/prerender.mjs: the shell's
 * chunk and its route's), all at once so that they download side by side.
 */
export function preloadPageModules(env: Pick<StartEnv, 'document'> = browser()): void {
  const list = env.document.getElementById(PRERENDER_MODULES_ID);
  if (!list) return;
  let listed: unknown;
  try {
    listed = JSON.parse(list.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(listed)) return;
  for (const href of listed) {
    if (typeof href !== 'string') continue;
    const link = env.document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    env.document.head.appendChild(link);
  }
}
