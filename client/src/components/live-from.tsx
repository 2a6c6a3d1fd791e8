import { useChakraContext } from '@chakra-ui/react/styled-system';
import { useEffect, useState, type ReactNode } from 'react';

/** Keeps a prerendered element's markup as it is: React hydrates no element inside it. */
const KEEP_MARKUP = { __html: '' } as const;

/** The media query of the theme's breakpoint `name` and up (app/theme: lg is 64rem). */
export function useBreakpointUp(name: string): string {
  return useChakraContext().breakpoints.up(name).replace(/^@media\s+/, '');
}

/**
 * Children that are hidden below the theme's breakpoint `from` (their parent's `hideBelow`) and
 * live only from it up. Drawn in full ahead of time (client/scripts/prerender.mjs). Below the
 * breakpoint the browser keeps their markup as it came, hidden, and does not hydrate it: the
 * shop's filter sidebar (the phone's own filters are a drawer) is 283 of the shop page's 1036
 * elements, and a phone used to hydrate it, then redraw it on every filter change, unseen. Should
 * the window grow past the breakpoint (a tablet turned), the children are drawn then, afresh.
 */
export function LiveFrom({ from, children }: { from: string; children: ReactNode }) {
  const query = useBreakpointUp(from);
  const [live, setLive] = useState(() => typeof window === 'undefined' || window.matchMedia(query).matches);
  useEffect(() => {
    if (live) return;
    const media = window.matchMedia(query);
    const wake = () => media.matches && setLive(true);
    media.addEventListener('change', wake);
    wake();
    return () => media.removeEventListener('change', wake);
  }, [live, query]);
  return live ? <div key="live">{children}</div> : <div key="kept" dangerouslySetInnerHTML={KEEP_MARKUP} suppressHydrationWarning />;
}
