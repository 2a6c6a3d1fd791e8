// The page's first script (index.html). A prerendered page fetches the app once it has been
// painted with its main picture; any other page (index.html's empty #root) fetches it at once.
import './app/theme/fonts/fonts.css';
import { holdEarlyInput } from './lib/early-input';
import { pagePainted, preloadPageModules } from './lib/page-painted';

const dropEarlyInput = holdEarlyInput();

void pagePainted()
  .then(() => {
    // The shell's chunks and the route's, side by side; main.tsx hydrates the page.
    preloadPageModules();
    return import('./main');
  })
  .catch((error: unknown) => {
    // Without the app the page's buttons do nothing: they are no longer held for it.
    dropEarlyInput();
    console.error('The shop could not start:', error);
  });
