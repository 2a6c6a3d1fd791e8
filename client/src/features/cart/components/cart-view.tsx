import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowLeft, ShieldCheck, ShoppingBag } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { clearCart, restoreCart } from '../../../apollo/vars/cart';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCart } from '../hooks/use-cart';
import { useCartStock } from '../hooks/use-cart-stock';
import { CheckoutLink } from './checkout-link';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { DeliverTo } from '../../delivery/components/deliver-to';

/** Clear Cart empties the cart at once, and its toast offers Undo. */
function clearWithUndo() {
  const cleared = clearCart();
  notify.undoable('Cart cleared', () => restoreCart(cleared));
}

/**
 * The /cart page: lines with Remove and Clear Cart, the server's totals, and the way to
 * checkout, which waits (disabled, saying why) while a line asks for more than is left.
 */
export function CartView() {
  const cart = useCart();
  const stock = useCartStock(cart.items);

  if (cart.items.length === 0) {
    return (
      <Container maxW="6xl" py="8">
        <EmptyState as="h1" icon={<ShoppingBag size={32} />} title="Your cart is empty" description="Add some items to get started">
          <Button asChild size="lg">
            <RouterLink to={paths.shop}>Continue Shopping</RouterLink>
          </Button>
        </EmptyState>
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Flex justify="space-between" align="end" mb="6" gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Shopping Cart
        </Heading>
        <Button variant="outline" size="sm" onClick={clearWithUndo} borderColor="gray.300">
          Clear Cart
        </Button>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 380px' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box bg="bg" borderRadius="l2" borderWidth="1px" borderColor="gray.200" px={{ base: '4', md: '6' }}>
          <Stack gap="0" separator={<Separator />}>
            {cart.items.map((line) => (
              <CartLine key={`${line.product.id}|${line.size}`} line={line} left={stock.leftOf(line)} problem={stock.problemOf(line)} />
            ))}
          </Stack>
        </Box>
        <Stack as="aside" aria-label="Order summary" gap="5" bg="bg" p="6" borderRadius="l2" borderWidth="1px" borderColor="gray.200" position={{ lg: 'sticky' }} top="28">
          <Heading as="h2" size="lg">
            Order Summary
          </Heading>
          <CartTotals cart={cart} />
          <CheckoutLink blocked={stock.blocked} label="Proceed to Checkout" />
          <DeliverTo />
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={paths.shop}>
              <ArrowLeft aria-hidden />
              Continue Shopping
            </RouterLink>
          </Button>
          <Flex gap="2" align="center" color="fg.muted" fontSize="xs">
            <ShieldCheck size={16} aria-hidden />
            {/* What the shop does (its totals say Shipping: Free on every order), not the header's threshold. */}
            <Text>Secure checkout · Free shipping on every order</Text>
          </Flex>
        </Stack>
      </Grid>
    </Container>
  );
}
