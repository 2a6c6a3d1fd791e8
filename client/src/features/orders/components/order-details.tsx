import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Calendar, CreditCard, MapPin, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { OrderNote } from '../../../components/order-note';
import { paymentLabel } from '../../../config/payment-methods';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatDayDate } from '../../../lib/dates';
import { isCancelled } from '../lib/status';
import { OrderItems } from './order-items';
import { OrderReturns } from './order-returns';
import { OrderTotals } from './order-totals';

function Fact({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId?: string }) {
  return (
    <HStack gap="3" align="start">
      <Box color="brand.fg" pt="0.5" aria-hidden>{icon}</Box>
      <Stack gap="0.5" minW="0">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.08em" fontWeight="semibold">{label}</Text>
        <Box fontSize="sm" data-testid={testId}>{children}</Box>
      </Stack>
    </HStack>
  );
}

/** The opened card: dates, payment (and the provider's transaction id once paid), the stored delivery estimate or the day it was delivered, the address, items and totals. */
export function OrderDetails({ order, actions }: { order: OrderFieldsFragment; actions: ReactNode }) {
  const a = order.shippingAddress;
  const cancelled = isCancelled(order.status);
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} pt="0">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" pt="5" borderTopWidth="1px" borderColor="gray.200">
        <Fact icon={<Calendar size={16} />} label="Order date">{formatDate(order.createdAt)}</Fact>
        <Fact icon={<CreditCard size={16} />} label="Payment method" testId="payment-method">
          <Text>{paymentLabel(order.paymentMethod)}</Text>
          {order.transactionId && (
            <Text color="fg.muted" fontSize="xs" overflowWrap="anywhere" data-testid="transaction-id">
              Transaction ID: {order.transactionId}
            </Text>
          )}
        </Fact>
        {order.deliveredAt ? (
          <Fact icon={<Truck size={16} />} label="Delivery" testId="delivered-on">
            Delivered on {formatDayDate(order.deliveredAt)}
          </Fact>
        ) : (
          <Fact icon={<Truck size={16} />} label="Estimated delivery" testId="estimated-delivery">
            {/* The promise made at placement, as stored: never a date worked out today. */}
            {cancelled ? 'Not applicable (cancelled)' : `Arriving by ${formatDayDate(order.estimatedDelivery)}`}
          </Fact>
        )}
        <Fact icon={<MapPin size={16} />} label="Shipping address" testId="shipping-address">
          <Text>{order.contact.firstName} {order.contact.lastName}</Text>
          <Text>{a.addressLine1}</Text>
          <Text>{[a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Text>
          <Text color="fg.muted">{order.contact.phone}</Text>
        </Fact>
      </SimpleGrid>
      <OrderNote order={order} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 300px' }} gap="5" alignItems="start">
        <OrderItems items={order.items} />
        <OrderTotals order={order} />
      </Grid>
      {(order.returnableLines.length > 0 || order.returns.length > 0) && <OrderReturns order={order} />}
      {actions}
    </Stack>
  );
}
