import { Button } from '@chakra-ui/react/button';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { ADDED_TO_CART } from '../../../apollo/vars/cart';
import { EmptyState } from '../../../components/empty-state';
import { PanelDrawer } from '../../../components/panel-drawer';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCart } from '../hooks/use-cart';
import { useCartStock } from '../hooks/use-cart-stock';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CheckoutLink } from './checkout-link';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';

type CartPanelProps = LazyDialogProps;

/** The slide-out cart panel, Chakra's drawer from the end; loaded on first use so its code is not in the first load. */
export default function CartPanel({ open, onOpenChange, trigger }: CartPanelProps) {
  const cart = useCart();
  const stock = useCartStock(cart.items);
  const close = () => onOpenChange(false);
  // The panel shows what was just added: the toast saying so would only cover its title (on a phone).
  useEffect(() => {
    if (open) notify.dismiss(ADDED_TO_CART);
  }, [open]);

  return (
    <PanelDrawer
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      placement="end"
      size="sm"
      ruled
      testId="cart-panel"
      closeLabel="Close cart"
      title={<Text as="span" fontSize="2xl">Your Cart ({cart.itemCount})</Text>}
      footer={
        cart.items.length > 0 && (
          <>
            <CartTotals cart={cart} />
            <Stack gap="2">
              <CheckoutLink blocked={stock.blocked} label="Checkout" onNavigate={close} />
              <Button asChild variant="outline" size="lg" onClick={close}>
                <RouterLink to={paths.cart}>View Cart</RouterLink>
              </Button>
            </Stack>
          </>
        )
      }
    >
      {cart.items.length === 0 ? (
        <EmptyState icon={<ShoppingBag size={28} />} title="Your cart is empty" description="Add some items to get started">
          <Button asChild onClick={close}>
            <RouterLink to={paths.shop}>Continue Shopping</RouterLink>
          </Button>
        </EmptyState>
      ) : (
        <Stack gap="0" separator={<Separator />}>
          {cart.items.map((line) => (
            <CartLine key={`${line.product.id}|${line.size}`} line={line} left={stock.leftOf(line)} problem={stock.problemOf(line)} compact onNavigate={close} />
          ))}
        </Stack>
      )}
    </PanelDrawer>
  );
}
