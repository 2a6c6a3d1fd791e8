// The page's first script (index.html). A prerendered page fetches the app once it has been
// painted with its main picture; any other page (index.html's empty #root) fetches it at once.
import './app/theme/fonts/fonts.css';
import { holdEarlyInput } from './lib/early-input';
import { nextTask, openStorage, pagePainted, preloadPageModules } from './lib/page-painted';

const dropEarlyInput = holdEarlyInput();

void pagePainted()
  .then(async () => {
    await preloadPageModules();
    // The shell in steps, a task each (client/vite.config.ts, SHELL_STEPS): React and React DOM;
    // Chakra with the shop's theme and emotion's cache; the theme's system (itself made in steps,
    // app/theme/system.ts); emotion's cache of the page's styles; the browser's storage; then
    // the app, which hydrates the page. (Apollo's client is not part of it: apollo/load-api.ts.)
    // A dynamic import evaluates all the chunks it needs in one task: React comes first on its
    // own, or it would be evaluated in Chakra's task (one task of 35-48 ms in Lighthouse's traces
    // of the shop page here; now one of ~20 and one of ~26).
    await import('./app/react-step');
    await nextTask();
    const [{ prepareShopSystem }, { browserEmotionCache }] = await Promise.all([import('./app/theme/system'), import('./app/emotion-cache')]);
    await nextTask();
    await prepareShopSystem(nextTask);
    await nextTask();
    browserEmotionCache();
    await nextTask();
    openStorage();
    await nextTask();
    return import('./main');
  })
  .catch((error: unknown) => {
    // Without the app the page's buttons do nothing: they are no longer held for it.
    dropEarlyInput();
    console.error('The shop could not start:', error);
  });
