import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to a section (/terms-conditions#payment) lands on it even though the page's text
 * arrives after the browser's own jump. Runs after the layout's scroll-to-top.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
