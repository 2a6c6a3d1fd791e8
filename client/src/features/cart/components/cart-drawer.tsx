import { IconButton } from '@chakra-ui/react/button';
import { ShoppingBag } from 'lucide-react';
import { CountBadge } from '../../../components/count-badge';
import { useLazyDialog } from '../../../lib/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import { useCart } from '../hooks/use-cart';

const panel = preloadable(() => import('./cart-panel'));

/**
 * The header's cart button and its slide-out panel. The open flag is the panel's own:
 * nothing else opens it, so adding to the cart never throws a panel over the page.
 */
export function CartDrawer() {
  const { triggerProps, dialog } = useLazyDialog(panel, {});
  const { itemCount } = useCart();

  return (
    <>
      <IconButton {...triggerProps} variant="ghost" aria-label={`Shopping cart, ${itemCount} items`} position="relative" data-testid="cart-button">
        <ShoppingBag />
        <CountBadge count={itemCount} testId="cart-count" />
      </IconButton>
      {dialog}
    </>
  );
}
