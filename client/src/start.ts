// The page's first script (index.html). A prerendered page fetches the app once it has been
// painted with its main picture; any other page (index.html's empty #root) fetches it at once.
import './app/theme/fonts.css';
import { pagePainted, preloadPageModules } from './lib/page-painted';

void pagePainted()
  .then(() => {
    preloadPageModules();
    return import('./main');
  })
  .catch((error: unknown) => console.error('The shop could not start:', error));
