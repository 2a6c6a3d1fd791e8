import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CircleCheck } from 'lucide-react';
import { paymentLabel } from '../../../config/payment-methods';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatDayDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

/**
 * Where the shopper lands once an order is placed (Cash on Delivery) or paid (online): the spec's
 * success message with the order number, the total and how it is paid, and what happens next.
 * The orders page shows it above the list for the order its location names (config/paths.ts: placedState).
 */
export function OrderPlaced({ order }: { order: OrderFieldsFragment }) {
  const total = formatMoney(order.total);
  const cod = order.paymentState === 'PAY_ON_DELIVERY';
  return (
    <Box as="section" aria-labelledby="order-placed" bg="green.50" borderWidth="1px" borderColor="green.200" borderRadius="l2" p={{ base: '4', md: '6' }} mb="6" data-testid="order-placed">
      <HStack gap="3" align="start">
        <Box color="green.700" pt="1" aria-hidden>
          <CircleCheck size={28} />
        </Box>
        <Stack gap="3" minW="0">
          <Stack gap="1">
            <Heading as="h2" id="order-placed" size={{ base: 'lg', md: 'xl' }}>
              Order placed successfully!
            </Heading>
            <Text overflowWrap="anywhere">
              Order number: <strong data-testid="placed-number">{order.orderNumber}</strong>
            </Text>
            <Text data-testid="placed-payment">
              Total {total} · {cod ? `Cash on Delivery: pay ${total} when it arrives` : `Paid by ${paymentLabel(order.paymentMethod)}`}
            </Text>
          </Stack>
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="semibold">What happens next</Text>
            <Stack as="ol" gap="1" ps="5" listStyleType="decimal" data-testid="placed-next">
              <li>We confirm your order: its card below then reads Confirmed.</li>
              <li>We pack and ship it, and its card shows when it is on its way.</li>
              <li>It should reach you by {formatDayDate(order.estimatedDelivery)}.</li>
              {cod && <li>Please keep {total} ready, in exact change if you can.</li>}
            </Stack>
          </Stack>
        </Stack>
      </HStack>
    </Box>
  );
}
