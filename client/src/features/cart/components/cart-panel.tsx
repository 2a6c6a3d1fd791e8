import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { ShoppingBag } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useCart } from '../hooks/use-cart';
import { useCartStock } from '../hooks/use-cart-stock';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';

type CartPanelProps = LazyDialogProps;

/** The slide-out cart panel, Chakra's drawer from the end; loaded on first use so its code is not in the first load. */
export default function CartPanel({ open, onOpenChange, trigger }: CartPanelProps) {
  const cart = useCart();
  const stock = useCartStock(cart.items);
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="sm" lazyMount unmountOnExit finalFocusEl={() => trigger.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cart-panel">
            <Drawer.Header borderBottomWidth="1px" borderColor="gray.200">
              <Drawer.Title fontFamily="heading" fontSize="2xl">
                Your Cart ({cart.itemCount})
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
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
            </Drawer.Body>
            {cart.items.length > 0 && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="4" borderTopWidth="1px" borderColor="gray.200" pt="5" bg="bg.canvas">
                <CartSummary summary={cart} />
                <Stack gap="2">
                  <Button asChild size="lg" onClick={close}>
                    <RouterLink to={paths.checkout}>Checkout</RouterLink>
                  </Button>
                  <Button asChild variant="outline" size="lg" onClick={close}>
                    <RouterLink to={paths.cart}>View Cart</RouterLink>
                  </Button>
                </Stack>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
