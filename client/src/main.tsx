import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setCatalogue } from './apollo/vars/catalogue';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { PRERENDER_STATE_ID } from './config/constants';
import { followSessionWithWishlist } from './features/wishlist/wishlist-actions';
import { prefetchOnIntent } from './lib/prefetch-on-intent';

followSessionWithWishlist();

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
    // A prerendered page (client/scripts/prerender.mjs): the app starts with the catalogue the
    // page was drawn from, and React takes over the markup instead of drawing it again.
    setCatalogue(JSON.parse(state.textContent ?? 'null'));
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

// Apollo's client is not part of the shell (apollo/load-api.ts), nor fetched ahead: the pages
// that use it bring it with their chunk, fetched once the shopper points at, touches or
// focuses a link to one (lib/prefetch-on-intent.ts); the stock of the products a page shows,
// the newsletter and signing out fetch it on first use (the stock once the page is idle, and on
// the home page once its product rows come near).
void start().then(() => prefetchOnIntent(document, preloadPage));
