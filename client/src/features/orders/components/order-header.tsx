import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown } from 'lucide-react';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { orderStatusLook, paymentStatusLook } from '../lib/status';
import { StatusBadge } from './status-badge';

interface OrderHeaderProps {
  order: OrderFieldsFragment;
  open: boolean;
  onToggle: () => void;
  regionId: string;
}

/** The always-visible row of an order card: a button that opens and closes its details. */
export function OrderHeader({ order, open, onToggle, regionId }: OrderHeaderProps) {
  const items = `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Box as="h2" m="0">
      <Flex
        as="button"
        w="full"
        textAlign="start"
        gap={{ base: '3', md: '6' }}
        p={{ base: '4', md: '5' }}
        align="center"
        cursor="pointer"
        _hover={{ bg: 'bg.canvas' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={onToggle}
        data-testid="order-toggle"
      >
        <Stack as="span" gap="2" flex="1" minW="0">
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span" fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} data-testid="order-number">{order.orderNumber}</Text>
            <StatusBadge look={orderStatusLook(order.status)} testId="order-status" />
            <StatusBadge look={paymentStatusLook(order.paymentState)} testId="payment-status" />
          </HStack>
          <Text as="span" fontSize="sm" color="fg.muted">
            Placed on {formatDate(order.createdAt)} · {items}
          </Text>
          {order.replacementFor && (
            <Text as="span" fontSize="xs" color="brand.fg" fontWeight="medium" data-testid="replacement-for">
              Replacement for {order.replacementFor}
            </Text>
          )}
        </Stack>
        <Stack as="span" gap="0" align="end" flexShrink={0}>
          <Text as="span" fontSize="xs" color="fg.muted" hideBelow="sm">Total</Text>
          <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} data-testid="order-total">{formatMoney(order.total)}</Text>
        </Stack>
        <Box as="span" aria-hidden color="fg.muted" transition="transform .2s" transform={open ? 'rotate(180deg)' : undefined} flexShrink={0}>
          <ChevronDown size={20} />
        </Box>
      </Flex>
    </Box>
  );
}
