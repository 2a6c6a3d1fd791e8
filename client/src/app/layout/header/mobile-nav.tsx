import { IconButton } from '@chakra-ui/react/button';
import { Menu } from 'lucide-react';
import { useLazyDialog } from '../../../lib/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';

const panel = preloadable(() => import('./mobile-nav-panel'));

/** The hamburger; its drawer loads on first use. */
export function MobileNav() {
  const { triggerProps, dialog } = useLazyDialog(panel, {});
  return (
    <>
      <IconButton {...triggerProps} variant="ghost" aria-label="Open menu" hideFrom="lg" data-testid="menu-button">
        <Menu />
      </IconButton>
      {dialog}
    </>
  );
}
