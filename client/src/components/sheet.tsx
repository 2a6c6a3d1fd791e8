import { Box, type BoxProps } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Heading, type HeadingProps } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** start, end: a full-height panel from that side; center: a dialog in the middle of the screen. */
  placement: 'start' | 'end' | 'center';
  /** Its widest width, a size token. */
  maxW: BoxProps['maxW'];
  title: ReactNode;
  titleProps?: HeadingProps;
  headerProps?: BoxProps;
  /** The name of the close (×) button; without one there is no such button (Escape still closes). */
  closeLabel?: string;
  /** alertdialog: a question that needs an answer; its body is its description. */
  role?: 'dialog' | 'alertdialog';
  footer?: ReactNode;
  footerProps?: BoxProps;
  bodyProps?: BoxProps;
  /** Where focus goes when it closes (else where it was before it opened). */
  finalFocus?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
  children: ReactNode;
}

const Dialog = chakra('dialog');

/** Where focus starts when nothing is marked `data-autofocus` (left to itself, the browser may pick the scrolling body). */
const FIRST_CONTROL = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const SLIDE = {
  start: { base: 'slide-from-left-full, fade-in', _rtl: 'slide-from-right-full, fade-in' },
  end: { base: 'slide-from-right-full, fade-in', _rtl: 'slide-from-left-full, fade-in' },
  center: 'scale-in, fade-in',
} as const;
const SLIDE_OUT = {
  start: { base: 'slide-to-left-full, fade-out', _rtl: 'slide-to-right-full, fade-out' },
  end: { base: 'slide-to-right-full, fade-out', _rtl: 'slide-to-left-full, fade-out' },
  center: 'scale-out, fade-out',
} as const;

/** The longest a closing animation may hold the sheet open, should `animationend` never come. */
const EXIT_LIMIT_MS = 600;

let locks = 0;
let restore = '';

/**
 * Keeps the page behind a modal from scrolling: its scrollbar goes, and padding of the same
 * width takes its place so that nothing moves. Answers the undo; nested locks count.
 */
function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (locks++ === 0) {
    restore = html.style.cssText;
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingInlineEnd = `${scrollbar}px`;
  }
  return () => {
    if (--locks === 0) html.style.cssText = restore;
  };
}

/**
 * A modal panel or dialog on the browser's own `<dialog>`: `showModal()` puts it in the top
 * layer, makes the rest of the page inert (focus stays inside) and closes on Escape; focus
 * starts on its first control, or the one marked `data-autofocus`. A click on the backdrop
 * closes it too, and the page behind does not scroll. Its content is mounted only while open,
 * and while it slides (or fades) out: however it is closed, it leaves as it came, then closes.
 */
export function Sheet({ open, onOpenChange, placement, maxW, title, titleProps, headerProps, closeLabel, role = 'dialog', footer, footerProps, bodyProps, finalFocus, children, 'data-testid': testId }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const unlock = useRef<(() => void) | null>(null);
  // Closed by its owner: it plays its closing animation, then closes. Set as the render that
  // closes it happens, so that its content stays mounted (and focused) throughout.
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open);
  }
  const titleId = useId();
  const bodyId = useId();

  const releasePage = () => {
    unlock.current?.();
    unlock.current = null;
  };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      dialog.showModal();
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FIRST_CONTROL))?.focus();
    }
    unlock.current ??= lockPageScroll();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!leaving || !dialog) return;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      releasePage();
      if (dialog.open) dialog.close();
      setLeaving(false);
    };
    // Not showing (the browser closed it), or no closing animation (reduced motion): at once.
    if (!dialog.open || getComputedStyle(dialog).animationName === 'none') {
      finish();
      return;
    }
    const ended = (e: AnimationEvent) => {
      if (e.target === dialog && !e.pseudoElement) finish();
    };
    dialog.addEventListener('animationend', ended);
    const limit = setTimeout(finish, EXIT_LIMIT_MS);
    return () => {
      dialog.removeEventListener('animationend', ended);
      clearTimeout(limit);
    };
  }, [leaving]);

  // Unmounted while showing (its page went): it closes at once.
  useEffect(
    () => () => {
      releasePage();
      if (ref.current?.open) ref.current.close();
    },
    [],
  );

  const side = placement !== 'center';
  return (
    <Dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' ? bodyId : undefined}
      data-closing={leaving ? '' : undefined}
      // Escape asks its owner to close it, so that it leaves as it came. (A browser that will not
      // let the page keep it open closes it at once: onClose below.)
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      onClose={() => {
        // A close that is already undone (StrictMode runs effects twice in development).
        if (ref.current?.open) return;
        releasePage();
        if (open) onOpenChange(false);
        finalFocus?.current?.focus();
      }}
      onPointerDown={(e) => (pressedBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        if (pressedBackdrop.current && e.target === e.currentTarget) onOpenChange(false);
      }}
      p="0"
      border="0"
      color="fg"
      bg="bg.panel"
      boxShadow="lg"
      w="full"
      maxW={maxW}
      textStyle="sm"
      overflow="hidden"
      {...(side
        ? { m: '0', h: '100dvh', maxH: '100dvh', insetBlock: '0', insetInlineStart: placement === 'start' ? '0' : 'auto', insetInlineEnd: placement === 'end' ? '0' : 'auto' }
        : { m: 'auto', maxH: 'calc(100dvh - 2rem)', borderRadius: 'l3', w: 'calc(100% - 2rem)' })}
      _open={{ display: 'flex', flexDirection: 'column', animationName: SLIDE[placement], animationDuration: side ? 'slowest' : 'moderate', animationTimingFunction: 'ease-in-smooth' }}
      // ::backdrop inherits no custom properties in older browsers: a plain colour, and plain animations.
      _backdrop={{ background: 'rgba(0, 0, 0, 0.45)', animation: 'fade-in 0.2s ease-out' }}
      css={{
        '&[open][data-closing]': { animationName: SLIDE_OUT[placement], animationDuration: side ? 'moderate' : 'fast', animationTimingFunction: 'ease-in', animationFillMode: 'forwards' },
        '&[open][data-closing]::backdrop': { animation: 'fade-out 0.2s ease-in forwards' },
      }}
      // Above the opening and closing rules, whatever their selectors' weight.
      _motionReduce={{ animation: 'none !important', _backdrop: { animation: 'none !important' } }}
    >
      {(open || leaving) && (
        <Box display="flex" flexDirection="column" flex="1" minH="0" position="relative" data-testid={testId}>
          <Box display="flex" alignItems="center" gap="2" px="6" pt="6" pb="4" pe={closeLabel ? '12' : '6'} {...headerProps}>
            <Heading as="h2" id={titleId} flex="1" textStyle="lg" fontWeight="semibold" {...titleProps}>
              {title}
            </Heading>
          </Box>
          <Box id={bodyId} px="6" py="2" flex="1" overflow="auto" {...bodyProps}>
            {children}
          </Box>
          {footer && (
            <Box display="flex" alignItems="center" justifyContent="flex-end" gap="3" px="6" pt="2" pb="4" {...footerProps}>
              {footer}
            </Box>
          )}
          {closeLabel && <CloseButton size="sm" aria-label={closeLabel} position="absolute" top="3" insetEnd="2" onClick={() => onOpenChange(false)} />}
        </Box>
      )}
    </Dialog>
  );
}
