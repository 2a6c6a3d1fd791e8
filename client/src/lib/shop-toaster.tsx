import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { CircleCheck, CircleX } from 'lucide-react';
import { type ReactElement, useCallback, useLayoutEffect, useState } from 'react';
import { resolveValue, type Toast, useToaster } from 'react-hot-toast/headless';

export { toast } from 'react-hot-toast/headless';
import { API_TOAST } from '../config/constants';

/** Space between two toasts of the stack, px. */
const GUTTER = 8;

/** Success and error say so with an icon; a plain toast (`notify.info`, Undo) has none. */
const ICONS: Partial<Record<Toast['type'], ReactElement>> = {
  success: <Box as="span" color="green.600" flexShrink={0}><CircleCheck size={20} aria-hidden /></Box>,
  error: <Box as="span" color="red.600" flexShrink={0}><CircleX size={20} aria-hidden /></Box>,
};

/**
 * Tells the store a toast's height whenever it changes, so that the ones below it make room: a
 * ref callback whose cleanup (React 19) stops the observer when the toast goes.
 */
function useHeight(id: string, update: (id: string, height: number) => void) {
  return useCallback(
    (element: HTMLDivElement) => {
      const measure = () => update(id, element.getBoundingClientRect().height);
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [id, update],
  );
}

function ToastBar({ toast, offset, onHeight }: { toast: Toast; offset: number; onHeight: (id: string, height: number) => void }) {
  const measured = useHeight(toast.id, onHeight);
  return (
    <Flex
      ref={measured}
      position="absolute"
      insetX="0"
      top="0"
      justify="center"
      transform={`translateY(${offset}px)`}
      transition="transform 230ms cubic-bezier(0.21, 1.02, 0.73, 1)"
      zIndex={toast.visible ? 1 : 0}
    >
      <Flex
        data-state={toast.visible ? 'open' : 'closed'}
        align="center"
        gap="2.5"
        maxW="sm"
        px="3"
        py="2"
        bg="bg"
        color="fg"
        textStyle="sm"
        lineHeight="1.3"
        borderRadius="l2"
        boxShadow="md"
        pointerEvents="auto"
        animationDuration="moderate"
        animationTimingFunction="cubic-bezier(0.21, 1.02, 0.73, 1)"
        animationFillMode="forwards"
        _open={{ animationName: 'slide-from-top, fade-in' }}
        // Gone at once where there is no animation (reduced motion), and never in a click's way while it fades.
        _closed={{ animationName: 'slide-to-top, fade-out', opacity: 0, pointerEvents: 'none' }}
      >
        {ICONS[toast.type]}
        <Box {...toast.ariaProps} my="1" mx="1" whiteSpace="pre-line">
          {resolveValue(toast.message, toast)}
        </Box>
      </Flex>
    </Flex>
  );
}

/** Where the toasts start: just below the page's header (sticky: lower while the top bar shows), px. */
function useBelowHeader() {
  const [top, setTop] = useState(GUTTER);
  useLayoutEffect(() => {
    const place = () => setTop(Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + GUTTER);
    place();
    addEventListener('scroll', place, { passive: true });
    return () => removeEventListener('scroll', place);
  }, []);
  return top;
}

/**
 * The toasts, top centre below the header (never over its cart or menu), newest first, drawn with the shop's own tokens: react-hot-toast's
 * headless store keeps them (timers, limits, pausing), this draws them. Hovering the stack
 * pauses their timers. Loaded with the first notification (lib/notify.ts), in one chunk with
 * the store, which it hands to notify.ts: the two always come together.
 */
export default function ShopToaster() {
  const { toasts, handlers } = useToaster({
    duration: API_TOAST.default,
    success: { duration: API_TOAST.success },
    error: { duration: API_TOAST.error },
  });
  const top = useBelowHeader();
  return (
    <Box
      data-toaster=""
      position="fixed"
      zIndex="toast"
      style={{ top }}
      insetX="4"
      pointerEvents="none"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((toast) => (
        <ToastBar key={toast.id} toast={toast} offset={handlers.calculateOffset(toast, { gutter: GUTTER })} onHeight={handlers.updateHeight} />
      ))}
    </Box>
  );
}
