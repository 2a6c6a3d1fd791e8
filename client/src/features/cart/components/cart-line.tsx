import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Trash2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { removeFromCart, updateQuantity, type CartLine as Line } from '../../../apollo/vars/cart';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { SmartImage } from '../../../components/smart-image';
import { productPath } from '../../../config/paths';
import { formatMoney, lineTotal } from '../../../lib/money';

interface CartLineProps {
  line: Line;
  /** The panel's narrow layout. */
  compact?: boolean;
  onNavigate?: () => void;
  /** Units left of its size (the stepper stops there), null while unknown. */
  left?: number | null;
  /** Why it cannot be ordered as it is ('Only 2 left in size M'), shown on the line. */
  problem?: string | null;
}

/** One cart line: the product's own image, size, price, what is left when too little, a stepper (0 removes) and Remove. */
export function CartLine({ line, compact = false, onNavigate, left = null, problem = null }: CartLineProps) {
  const { product, size, quantity, price } = line;
  const label = `${product.name}, size ${size}`;
  return (
    <Flex gap="4" py="4" data-testid="cart-line" data-product-id={product.id} data-size={size}>
      <Box flexShrink={0} w={compact ? '20' : { base: '24', md: '28' }} bg="bg.sand" borderRadius="l2" overflow="hidden">
        <SmartImage src={product.image} alt={product.name} width={240} height={300} w="full" h="auto" aspectRatio="4 / 5" />
      </Box>
      <Stack gap="1.5" flex="1" minW="0">
        <Flex justify="space-between" gap="3" align="start">
          <Text asChild fontWeight="medium" lineClamp={2} fontSize={compact ? 'sm' : 'md'} _hover={{ textDecoration: 'underline' }}>
            <RouterLink to={productPath(product.id)} onClick={onNavigate}>
              {product.name}
            </RouterLink>
          </Text>
          <Text fontWeight="semibold" whiteSpace="nowrap" fontSize={compact ? 'sm' : 'md'} data-testid="line-total">
            {formatMoney(lineTotal(price, quantity))}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Size: {size} · {formatMoney(price)} each
        </Text>
        {problem && (
          <Text fontSize="sm" fontWeight="medium" color="red.700" data-testid="line-stock-problem">
            {problem}
          </Text>
        )}
        <HStack justify="space-between" mt="auto" pt="1" wrap="wrap" gap="2">
          <QuantityStepper
            value={quantity}
            min={0}
            max={left ?? undefined}
            label={`Quantity of ${label}`}
            size="xs"
            onChange={(q) => updateQuantity(product.id, size, q)}
          />
          <Button variant="plain" size="xs" color="fg.muted" px="1" onClick={() => removeFromCart(product.id, size)} aria-label={`Remove ${label}`}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}
