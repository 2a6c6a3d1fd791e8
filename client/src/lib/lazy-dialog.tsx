import { Suspense, type RefObject, useRef, useState } from 'react';
import type { preloadable } from './preloadable';

/** What a lazily loaded dialog panel receives from the button that opens it. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * A button-opened dialog whose code loads on first use: hovering or focusing the button
 * fetches it ahead, the first click mounts it, and focus returns to the button on close.
 * Spread `triggerProps` on the button and render `dialog` beside it.
 */
export function useLazyDialog(panel: ReturnType<typeof preloadable<LazyDialogProps>>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: panel.preload,
    onFocus: panel.preload,
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  };
  const dialog = used ? (
    <Suspense fallback={null}>
      <panel.Component open={open} onOpenChange={setOpen} trigger={trigger} />
    </Suspense>
  ) : null;
  return { triggerProps, dialog };
}
