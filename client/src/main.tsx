import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadApi } from './apollo/load-api';
import { setCatalogue } from './apollo/vars/catalogue';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { PRERENDER_STATE_ID } from './config/constants';
import { nextTask } from './lib/page-painted';
import { whenIdle } from './lib/when-idle';

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
    // page was drawn from, and React takes over the markup instead of drawing it again. This
    // module's evaluation and reading the catalogue are a task each; hydrating is a transition
    // (below).
    await nextTask();
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

// Apollo's client is not part of the shell (apollo/load-api.ts): it comes once the page is
// interactive, so that the pages that use it and the newsletter need not wait for it.
void start().then(() => whenIdle(() => void loadApi().catch(() => undefined)));
