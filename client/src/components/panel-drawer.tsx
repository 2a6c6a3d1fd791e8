import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';
import type { LazyDialogProps } from '../lib/lazy-dialog';

type PanelDrawerProps = LazyDialogProps & {
  /** Which side it slides in from: the cart from the end, navigation and filters from the start. */
  placement: 'start' | 'end';
  size: 'xs' | 'sm';
  title: ReactNode;
  /** The close button's accessible name, e.g. 'Close cart'. */
  closeLabel: string;
  /** Ruled off from the body, as the cart's and the filters' headers are. */
  ruled?: boolean;
  footer?: ReactNode;
  testId?: string;
  children: ReactNode;
};

const RULE = { borderColor: 'gray.200' } as const;

/**
 * The shop's slide-in panel (the cart, the phone menu, the filters): Chakra's Drawer, opened by a
 * button elsewhere (focus returns to it on close), mounted on first open and unmounted on close.
 */
export function PanelDrawer({ open, onOpenChange, trigger, placement, size, title, closeLabel, ruled, footer, testId, children }: PanelDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement={placement} size={size} lazyMount unmountOnExit finalFocusEl={() => trigger.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header {...(ruled && { ...RULE, borderBottomWidth: '1px' })}>
              <Drawer.Title fontFamily="heading">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer && (
              <Drawer.Footer {...RULE} borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="4">
                {footer}
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
