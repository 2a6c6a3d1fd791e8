import { use } from 'react';
import { onTryAgain } from '../../../lib/try-again';
import type { ContentSlug, ContentTexts } from '../data';

/** The element a page drawn ahead of time carries its texts in (client/scripts/prerender.mjs), with data-slug naming them. */
export const PRERENDER_CONTENT_ID = 'squ-content';

/** Where the build puts each page's texts (client/scripts/prerender.mjs); the server answers them revalidated, never stale. */
export const contentUrl = (slug: ContentSlug) => `/content/${slug}.json`;

const loaded = new Map<ContentSlug, unknown>();
const loading = new Map<ContentSlug, Promise<unknown>>();

/** The prerenderer draws the pages from the texts themselves (entry-server.tsx). */
export function provideContent(texts: ContentTexts) {
  for (const [slug, text] of Object.entries(texts)) loaded.set(slug as ContentSlug, text);
}

/** The texts the page drawn ahead of time came with, if they are `slug`'s. */
function embedded(slug: ContentSlug): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(PRERENDER_CONTENT_ID);
  return element?.dataset.slug === slug ? JSON.parse(element.textContent ?? 'null') : undefined;
}

async function fetchTexts(slug: ContentSlug): Promise<unknown> {
  // The dev server has no build: the texts come from their modules.
  if (import.meta.env.DEV) return (await import('../data')).CONTENT[slug];
  const response = await fetch(contentUrl(slug));
  if (!response.ok) throw new Error(`The page's text could not be loaded (${response.status}).`);
  return response.json();
}

const failed = new Set<ContentSlug>();
// Try Again (app/layout/page-error-boundary.tsx) fetches failed texts afresh.
onTryAgain(() => {
  for (const slug of failed) loading.delete(slug);
  failed.clear();
});

/** The texts of `slug` as they are coming (or failed to come), fetched once. */
function coming(slug: ContentSlug): Promise<unknown> {
  let pending = loading.get(slug);
  if (!pending) {
    const inPage = embedded(slug);
    pending = (inPage === undefined ? fetchTexts(slug) : Promise.resolve(inPage)).then(
      (texts) => {
        loaded.set(slug, texts);
        loading.delete(slug);
        return texts;
      },
      (error: unknown) => {
        failed.add(slug);
        throw error;
      },
    );
    loading.set(slug, pending);
  }
  return pending;
}

/**
 * Fetches the texts of the page `slug` (the router preloads them with the page's chunk,
 * app/router.tsx): once, or afresh when the last fetch failed (the line dropped).
 */
export function loadContent<S extends ContentSlug>(slug: S): Promise<ContentTexts[S]> {
  if (loaded.has(slug)) return Promise.resolve(loaded.get(slug) as ContentTexts[S]);
  if (failed.delete(slug)) loading.delete(slug);
  return coming(slug) as Promise<ContentTexts[S]>;
}

/**
 * The texts of the page `slug`: at once when they are there (always, once the router has
 * loaded the page), else suspending until they come. A failed fetch is not made again while
 * drawing (lib/try-again.ts): the page's error boundary shows it.
 */
export function useContent<S extends ContentSlug>(slug: S): ContentTexts[S] {
  return (loaded.has(slug) ? loaded.get(slug) : use(coming(slug))) as ContentTexts[S];
}
