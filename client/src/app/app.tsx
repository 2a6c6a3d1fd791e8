import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router';
import { browserEmotionCache } from './emotion-cache';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { shopSystem, withoutGlobalCss } from './theme/system';

const { cache: emotionCache, hasGlobalStyles } = browserEmotionCache();
const browserSystem = hasGlobalStyles ? withoutGlobalCss(shopSystem()) : shopSystem();

export function App() {
  return (
    <CacheProvider value={emotionCache}>
      <AppProviders system={browserSystem}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
