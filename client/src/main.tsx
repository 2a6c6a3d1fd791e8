import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { apolloClient } from './apollo/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { PRERENDER_STATE_ID } from './config/constants';
import { prepareCatalogueRead } from './features/catalogue/api/use-catalogue';
import { nextTask } from './lib/page-painted';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const state = document.getElementById(PRERENDER_STATE_ID);

// Both run as a transition, so React draws in slices and yields to the browser between them
// instead of holding the main thread for the whole page.
async function start() {
  // The page's own chunk, so that React draws (or hydrates) it in its first pass instead of a
  // placeholder first. Should it fail to load, the page's error shows as it would have.
  const page = preloadPage(window.location.pathname).catch(() => undefined);
  if (state && container.firstElementChild) {
    // A prerendered page (client/scripts/prerender.mjs): the Apollo cache starts with the data
    // the page was drawn from, and React takes over the markup instead of drawing it again.
    // This module's evaluation, restoring the cache, preparing the catalogue's query and its
    // first read are a task each; hydrating is a transition (below).
    await nextTask();
    apolloClient.cache.restore(JSON.parse(state.textContent ?? '{}'));
    await nextTask();
    const readCatalogue = prepareCatalogueRead(apolloClient);
    await nextTask();
    readCatalogue();
    await page;
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    await page;
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

void start();
