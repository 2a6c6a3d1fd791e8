import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { READY_ATTRIBUTE } from '../../lib/early-input';
import { registerNavigator } from '../../lib/navigation';
import { toasterFailed, toasterWanted } from '../../lib/notify';
import { Footer } from './footer';
import { Header } from './header/header';
import { PageErrorBoundary } from './page-error-boundary';
import { PageFallback } from './page-fallback';
import { ScrollToTop } from './scroll-to-top';

/** Lets the Apollo link chain send the shopper to /login without a page reload. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to) => navigate(to));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

// A toaster whose code cannot load (the connection dropped) shows nothing rather than break the page.
const ShopToaster = lazy<() => ReactNode>(() =>
  import('../../lib/shop-toaster').catch((error: unknown) => {
    toasterFailed(error);
    return { default: (): ReactNode => null };
  }),
);

/** The toaster, mounted with the first notification (lib/notify.ts loads its code then). */
function ToasterWhenNeeded() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  ) : null;
}

/**
 * Marks <html data-ready> once the first page is drawn and React answers it: for a prerendered
 * page that is after hydration (its markup shows, and can be clicked, before). The clicks and typing held
 * until then are made again (lib/early-input.ts); browser tests and monitoring wait for it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }, []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <Box asChild position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipNav', bg: 'bg', p: '3', boxShadow: 'md' }}>
        <a href="#main">Skip to content</a>
      </Box>
      <Header />
      {/* At least a screen tall, so that the footer starts below the first screen: on a page drawn
          in the browser (the cart, sign-in, a filtered shop) it would otherwise show under the
          placeholder or the loading products, then jump as the page and its data came. */}
      <Box as="main" id="main" flex="1" minH="100dvh" tabIndex={-1} outline="none">
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <ReadyMark />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
      <NavigatorBridge />
      <ScrollToTop />
      <ToasterWhenNeeded />
    </Flex>
  );
}
