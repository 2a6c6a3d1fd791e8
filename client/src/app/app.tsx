import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router';
import { createBrowserEmotionCache } from './emotion-cache';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const emotionCache = createBrowserEmotionCache();

export function App() {
  return (
    <CacheProvider value={emotionCache}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
