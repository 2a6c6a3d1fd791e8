import { IconButton } from '@chakra-ui/react/button';
import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { preloadable } from '../../../lib/preloadable';

const panel = preloadable(() => import('./mobile-nav-panel'));

/** The hamburger; its drawer loads on first use. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="lg"
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="menu-button"
      >
        <Menu />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <panel.Component open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
