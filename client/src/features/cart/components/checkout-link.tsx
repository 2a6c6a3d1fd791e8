import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { OVER_STOCK_MESSAGE } from '../hooks/use-cart-stock';

/**
 * The way from the cart to checkout (/cart and the cart panel): a link, or, while a line asks
 * for more than is left, a disabled button that says why.
 */
export function CheckoutLink({ blocked, label, onNavigate }: { blocked: boolean; label: string; onNavigate?: () => void }) {
  const reasonId = useId();
  if (!blocked) {
    return (
      <Button asChild size="lg" w="full" data-testid="proceed-to-checkout" onClick={onNavigate}>
        <RouterLink to={paths.checkout}>{label}</RouterLink>
      </Button>
    );
  }
  return (
    <Stack gap="2">
      <Button size="lg" w="full" disabled aria-describedby={reasonId} data-testid="proceed-to-checkout">
        {label}
      </Button>
      <Text id={reasonId} fontSize="sm" color="red.700" textAlign="center" data-testid="checkout-blocked">
        {OVER_STOCK_MESSAGE}
      </Text>
    </Stack>
  );
}
