/**
 * Fetches what a page needs when the shopper shows they are about to go there: a pointer over a
 * link to it, a touch on it, or keyboard focus on it. Nothing is fetched ahead for pages not
 * visited (Apollo's client, which the account pages bring with their chunk, stays away from a
 * shopper who only browses), and a click on a link finds its page's code there or on its way.
 */

/** The events that show intent, listened to on the document (one listener each, not one per link). */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** What is read of a link: its attributes. */
interface LinkElement {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/**
 * The path of the app's own page that `target` (the element an intent event came from, or one
 * inside a link) links to, or null: links to other sites, downloads, links that open elsewhere
 * and links to the page shown (`here`, a URL) need nothing.
 */
export function intendedPath(target: EventTarget | null, here: string): string | null {
  const closest = (target as { closest?: (selector: string) => LinkElement | null } | null)?.closest;
  const link = typeof closest === 'function' ? closest.call(target, 'a[href]') : null;
  if (!link || link.hasAttribute('download')) return null;
  const opens = link.getAttribute('target');
  if (opens && opens !== '_self') return null;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', here);
  } catch {
    return null;
  }
  const page = new URL(here);
  return url.origin === page.origin && url.pathname !== page.pathname ? url.pathname : null;
}

/**
 * Listens on `doc` for intent and calls `preload` once per path (a failed fetch is tried again
 * on the next intent: `preload` answers a promise). Answers a function that stops listening.
 */
export function prefetchOnIntent(doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'location'>, preload: (path: string) => Promise<unknown>): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const path = intendedPath(event.target, doc.location.href);
    if (path === null || asked.has(path)) return;
    asked.add(path);
    preload(path).catch(() => asked.delete(path));
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
