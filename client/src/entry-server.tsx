/**
 * The shop's pages rendered ahead of time (scripts/prerender.mjs runs this after the build):
 * the same routes and components as the browser, on a StaticRouter, with the catalogue the
 * page is drawn from and a fresh emotion cache whose rules become the page's <style> tags.
 * The browser hydrates that HTML (main.tsx) from the same catalogue, so the first paint needs
 * no JavaScript and no request for data.
 */
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createCache } from './apollo/cache';
import { setCatalogue } from './apollo/vars/catalogue';
import { EMOTION_OPTIONS, PRERENDERED_STYLES } from './app/emotion-cache';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { ADMIN_SECTIONS } from './app/admin/sections';
import { collectionPath, paths, productPath } from './config/paths';
import { CONTENT, type ContentSlug, isPolicy } from './features/content/data';
import { provideContent } from './features/content/lib/content-texts';
import { CatalogueDocument, type CatalogueQuery } from './gql/graphql';

export { PRERENDER_STATE_ID } from './config/constants';
export { PRERENDER_MODULES_ID } from './lib/page-painted';
export { PRERENDER_CONTENT_ID } from './features/content/lib/content-texts';
/** The help, company and policy pages' texts: the build writes each to dist/content/<slug>.json. */
export { CONTENT };

/** The catalogue query as Apollo's client sends it (with __typename), to answer it for the pages. */
export const catalogueDocument = createCache().transformDocument(CatalogueDocument);

/** A page drawn ahead of time, and the route module (as Vite's manifest names it) that draws it. */
export interface PrerenderPath {
  path: string;
  route: string;
  /** The page draws from the URL's query (the shop's filters): with a query, it is drawn in the browser. */
  readsQuery?: boolean;
  /** The texts the page is drawn from (features/content/data), which it carries for the browser to hydrate with. */
  content?: ContentSlug;
}

const route = (name: string) => `src/app/routes/${name}.tsx`;

/**
 * The pages drawn ahead of time: everything a shopper can land on that looks the same for
 * every visitor. (`route` lets the page preload its chunk; scripts/prerender.mjs fails when the
 * manifest has no such module.)
 */
export function prerenderPaths(catalogue: CatalogueQuery['catalogue']): PrerenderPath[] {
  const collections = ['new', 'sale', 'featured', 'premium', ...catalogue.categories];
  return [
    { path: paths.home, route: route('home') },
    { path: paths.shop, route: route('shop'), readsQuery: true },
    ...collections.map((name) => ({ path: collectionPath(name), route: route('collection'), readsQuery: true })),
    ...catalogue.products.map((p) => ({ path: productPath(p.id), route: route('product') })),
    ...(Object.keys(CONTENT) as ContentSlug[]).map((slug) => ({ path: `/${slug}`, route: route(isPolicy(slug) ? 'policy' : slug), content: slug })),
    // The sign-in form is the same for everyone until it is used; what is typed into it before
    // the app has come is handed to the app (lib/early-input.ts).
    { path: paths.login, route: route('login') },
  ];
}

/**
 * The pages that depend on the browser's own state (the cart, checkout and the account): drawn
 * in the browser, from a copy of index.html that also lists their route's chunks, so that those
 * come with the shell instead of after it.
 */
export function browserDrawnPaths(): PrerenderPath[] {
  return [
    { path: paths.cart, route: route('cart') },
    { path: paths.checkout, route: route('checkout') },
    { path: paths.checkoutPayment, route: route('orders') },
    { path: paths.profile, route: route('profile') },
    // Forgot password's pages: the reset link's token is in the URL's fragment, which only the browser has.
    { path: paths.forgotPassword, route: route('login') },
    { path: paths.resetPassword, route: route('login') },
    { path: paths.orders, route: route('orders') },
    // The wishlist is the browser's own (kept in it, synced when signed in).
    { path: paths.wishlist, route: route('wishlist') },
    ...ADMIN_SECTIONS.map(({ path }) => ({ path, route: route('admin') })),
    // Any order's page: '/*' is a prefix (server/src/web/static-files.ts).
    { path: `${paths.admin}/orders/*`, route: route('admin') },
  ];
}

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The page's <title> and emotion's <style> tags, for <head>. */
  head: string;
}

async function text(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/**
 * Draws pages from the catalogue answer `catalogue` (the catalogue query's data, with
 * __typename), which `state` is for the browser to start with. One emotion cache collects the
 * style rules of every page; each page's <style> tags carry only the rules its markup uses (and
 * the global ones).
 */
export function createPrerenderer(catalogue: CatalogueQuery) {
  // Every page is drawn from it; nothing changes it while they are.
  setCatalogue(catalogue.catalogue);
  provideContent(CONTENT);
  // compat: rules are collected in the cache instead of inline <style> tags beside each element.
  const emotion = createEmotionCache(EMOTION_OPTIONS);
  emotion.compat = true;
  const styles = createEmotionServer(emotion);

  /** Draws `url` (a path, no query). */
  async function render(url: string): Promise<PrerenderedPage> {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={emotion}>
          <AppProviders>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
      // Fizz moves a Suspense boundary's content bigger than this out of line, to be swapped in
      // by an inline script: a prerendered page has every boundary complete, so none is moved.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const rendered = await text(prelude);
    // React 19 writes hoisted elements ahead of the markup: the page's <title>, and a preload of
    // each image with fetchPriority="high" (the page's main picture). They belong in <head>.
    const hoisted = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)*/.exec(rendered)![0];
    const html = rendered.slice(hoisted.length);
    // Inline scripts would be blocked by the shop's CSP (script-src 'self') and leave the page half drawn.
    if (/<script|<template/.test(html)) throw new Error(`prerender: React wrote ${url} with inline scripts`);
    // Tagged for the browser's emotion cache (app/emotion-cache.ts), not for emotion's own hydration.
    const tags = styles
      .extractCriticalToChunks(html)
      .styles.filter((chunk) => chunk.css)
      .map((chunk) => `<style ${PRERENDERED_STYLES}="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css}</style>`);
    return { html, head: hoisted + tags.join('') };
  }

  return { render, state: catalogue.catalogue };
}
