import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { SmartImage } from '../../../components/smart-image';
import { productPath } from '../../../config/paths';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/money';

/** The ordered items: image (placeholder on error), name, size, quantity and line total. */
export function OrderItems({ items }: { items: OrderFieldsFragment['items'] }) {
  return (
    <Stack as="ul" listStyle="none" gap="0" borderWidth="1px" borderColor="gray.200" borderRadius="l2" overflow="hidden">
      {items.map((item, i) => (
        <Flex as="li" key={`${item.productId}|${item.size}`} gap="4" p="3" align="center" borderTopWidth={i ? '1px' : '0'} borderColor="gray.200" bg="bg" data-testid="order-item">
          <Box flexShrink={0} w="16" bg="bg.sand" borderRadius="l1" overflow="hidden">
            <SmartImage src={item.productImage} alt={item.productName} width={128} height={160} w="full" h="auto" aspectRatio="4 / 5" />
          </Box>
          <Stack gap="0.5" flex="1" minW="0">
            <Text asChild fontWeight="medium" fontSize="sm" lineClamp={2} _hover={{ textDecoration: 'underline' }}>
              <RouterLink to={productPath(item.productId)}>{item.productName}</RouterLink>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Size: {item.size} · Qty: {item.quantity} · {formatMoney(item.unitPrice)} each
            </Text>
          </Stack>
          <Text fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">{formatMoney(item.lineTotal)}</Text>
        </Flex>
      ))}
    </Stack>
  );
}
