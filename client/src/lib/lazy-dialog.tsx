import { Suspense, type RefObject, useRef, useState } from 'react';
import type { preloadable } from './preloadable';

/** What a lazily loaded dialog panel receives from the button that opens it. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The state of a dialog opened by a button: spread `triggerProps` on the button, and give the
 * dialog `open`, `setOpen` and `trigger` (where focus returns when it closes: Chakra's
 * `finalFocusEl`, as the button is not the dialog's own trigger part).
 */
export function useDialogTrigger() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerProps = { ref: trigger, 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onClick: () => setOpen(true) };
  return { open, setOpen, trigger, triggerProps };
}

/**
 * The state of a dialog about one item of a list, opened by that item's button (Details,
 * Movements): `show(item, button)` opens it. The item stays chosen while the dialog slides out,
 * and focus returns to the button it was opened from (`trigger`).
 */
export function useChosenDialog<T>() {
  const [chosen, setChosen] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = (item: T, button: HTMLButtonElement) => {
    trigger.current = button;
    setChosen(item);
    setOpen(true);
  };
  return { chosen, open, setOpen, trigger, show };
}

/**
 * A button-opened dialog whose code loads on first use: hovering or focusing the button
 * fetches it ahead, the first click mounts it, and focus returns to the button on close.
 * `props` are the panel's own (beyond the open state). Spread `triggerProps` on the button and
 * render `dialog` beside it.
 */
export function useLazyDialog<P extends object>(panel: ReturnType<typeof preloadable<P & LazyDialogProps>>, props: P) {
  const { open, setOpen, trigger, triggerProps: opens } = useDialogTrigger();
  const [used, setUsed] = useState(false);
  const triggerProps = {
    ...opens,
    onPointerEnter: panel.preload,
    onFocus: panel.preload,
    onClick: () => {
      setUsed(true);
      opens.onClick();
    },
  };
  const dialog = used ? (
    <Suspense fallback={null}>
      <panel.Component {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
    </Suspense>
  ) : null;
  return { triggerProps, dialog };
}
