import { IconButton } from '@chakra-ui/react/button';
import { ShoppingBag } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { CountBadge } from '../../../components/count-badge';
import { preloadable } from '../../../lib/preloadable';
import { useCart } from '../hooks/use-cart';

const panel = preloadable(() => import('./cart-panel'));

/**
 * The header's cart button and its slide-out panel. The open flag is the panel's own:
 * nothing else opens it, so adding to the cart never throws a panel over the page.
 */
export function CartDrawer() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { itemCount } = useCart();

  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        aria-label={`Shopping cart, ${itemCount} items`}
        aria-haspopup="dialog"
        aria-expanded={open}
        position="relative"
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="cart-button"
      >
        <ShoppingBag />
        <CountBadge count={itemCount} testId="cart-count" />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <panel.Component open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
