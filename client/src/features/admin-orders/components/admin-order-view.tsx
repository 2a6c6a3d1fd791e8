import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowLeft, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminOrderDetailFragment } from '../../../admin-gql/admin-orders/graphql';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useAdminOrder } from '../hooks/use-admin-order';
import { CustomerPanel, HistoryPanel, Panel } from './order-panels';
import { OrderLines } from './order-lines';
import { OrderStatusBadge, PaymentState } from './status-badge';
import { MoveRecord } from './move-record';
import { StatusMoves } from './status-moves';

interface AdminOrderViewProps {
  orderNumber: string;
  /** What the console shows of the order's refunds (the payments feature's panel), given the order as it stands. */
  refunds?: (order: AdminOrderDetailFragment) => ReactNode;
}

/** An order's admin page: what was ordered, by whom, to where, its refunds, its history and its next moves. */
export function AdminOrderView({ orderNumber, refunds }: AdminOrderViewProps) {
  const { order, couriers, loading, error } = useAdminOrder(orderNumber);
  const back = (
    <Link asChild fontSize="sm" color="fg.muted" mb="3">
      <RouterLink to={paths.admin}>
        <ArrowLeft size={14} aria-hidden /> All orders
      </RouterLink>
    </Link>
  );
  if (loading) {
    return (
      <Stack align="center" py="12" role="status">
        <Spinner size="lg" />
        <Text color="fg.muted">Loading order...</Text>
      </Stack>
    );
  }
  if (!order) {
    return (
      <Box>
        {back}
        <EmptyState as="h1" icon={<PackageX size={30} />} title="Order not found" description={error ? `Order ${orderNumber} could not be loaded.` : `There is no order ${orderNumber}.`} />
      </Box>
    );
  }
  return (
    <Stack gap="5">
      <Box>
        {back}
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Box>
            <Heading as="h1" size={{ base: 'lg', md: '2xl' }} wordBreak="break-all">
              {order.orderNumber}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Placed {formatDateTime(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
            </Text>
          </Box>
          <HStack gap="2">
            <OrderStatusBadge status={order.status} />
            <PaymentState payment={order} />
          </HStack>
        </Flex>
      </Box>
      <Panel title="Status" testId="order-moves">
        <Stack gap="3">
          <MoveRecord order={order} />
          <StatusMoves key={order.status} order={order} couriers={couriers} />
        </Stack>
      </Panel>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <Panel title="Lines">
            <OrderLines order={order} />
          </Panel>
          <HistoryPanel history={order.history} />
        </Stack>
        <Stack gap="5" minW="0">
          <CustomerPanel order={order} />
          {refunds && (
            <Panel title="Refunds" testId="order-refunds-panel">
              {refunds(order)}
            </Panel>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
