import { Button } from '@chakra-ui/react/button';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { ShoppingBag } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Sheet } from '../../../components/sheet';
import { paths } from '../../../config/paths';
import { useCart } from '../hooks/use-cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';

type CartPanelProps = LazyDialogProps;

/** The slide-out cart panel; loaded on first use so its code is not in the first load. */
export default function CartPanel({ open, onOpenChange, trigger }: CartPanelProps) {
  const cart = useCart();
  const close = () => onOpenChange(false);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      placement="end"
      maxW="md"
      finalFocus={trigger}
      title={`Your Cart (${cart.itemCount})`}
      titleProps={{ fontFamily: 'heading', fontSize: '2xl' }}
      headerProps={{ borderBottomWidth: '1px', borderColor: 'gray.200', pb: '4' }}
      closeLabel="Close cart"
      data-testid="cart-panel"
      footer={
        cart.items.length > 0 && (
          <>
            <CartSummary summary={cart} />
            <Stack gap="2">
              <Button asChild size="lg" onClick={close}>
                <RouterLink to={paths.checkout}>Checkout</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg" onClick={close}>
                <RouterLink to={paths.cart}>View Cart</RouterLink>
              </Button>
            </Stack>
          </>
        )
      }
      footerProps={{ flexDirection: 'column', alignItems: 'stretch', gap: '4', borderTopWidth: '1px', borderColor: 'gray.200', pt: '5', bg: 'bg.canvas' }}
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
            <CartLine key={`${line.product.id}|${line.size}`} line={line} compact onNavigate={close} />
          ))}
        </Stack>
      )}
    </Sheet>
  );
}
