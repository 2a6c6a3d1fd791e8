import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport: within `margin` of it (a CSS margin, as
 * IntersectionObserver's rootMargin takes it). Once true it stays true. Give the returned ref
 * callback to the element. For work a block needs only when it may be seen (asking the server
 * for what a row below the first screen shows, say).
 */
export function useNearViewport<T extends Element>(margin = '50% 0px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.current?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [margin],
  );
  return [ref, near];
}
