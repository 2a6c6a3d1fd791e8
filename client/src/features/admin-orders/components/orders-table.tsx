import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { adminOrderPath } from '../../../config/paths';
import type { AdminOrderRowFragment } from '../../../admin-gql/admin-orders/graphql';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { OrderPayment, OrderStatusBadge } from './status-badge';

/** Every column needs ~950 px (the payment wraps under its method) beside the console's menu: below 1280 px (a laptop's 1024 and tablets too) the compact rows, which fit whatever the orders hold (at 1024 a CI run found the columns 5 px too wide for the orders it held). */
const FULL_FROM = 'xl';

/**
 * The orders of a page, newest first. Below FULL_FROM (a phone, a tablet held upright) a row
 * fits the screen: the order number, when and by whom it was placed, its status and the
 * payment (its method and state) under it, and the total beside; the items' count is on the order's page. Wider,
 * each has its column (and the order number stays as the table scrolls sideways).
 */
export function OrdersTable({ orders, busy }: { orders: AdminOrderRowFragment[]; busy: boolean }) {
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="md" aria-busy={busy} tabIndex={0} aria-label="Orders table">
      <Table.Root size="sm" interactive stickyHeader data-testid="orders-table" opacity={busy ? 0.6 : 1}>
        <Table.Caption srOnly>Orders, newest first</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader position="sticky" left="0" bg="gray.50" zIndex="1">Order</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Status</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Placed</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Customer</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM} textAlign="end">Items</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Payment</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => {
            const customer = `${o.contact.firstName} ${o.contact.lastName}`.trim();
            return (
              <Table.Row key={o.id} data-testid="order-row">
                <Table.Cell position="sticky" left="0" bg="bg" zIndex="1" whiteSpace="nowrap">
                  <Link asChild fontWeight="semibold" color="gray.900" textDecoration="underline">
                    <RouterLink to={adminOrderPath(o.orderNumber)}>{o.orderNumber}</RouterLink>
                  </Link>
                  <Stack hideFrom={FULL_FROM} gap="1.5" mt="1" align="start" whiteSpace="normal">
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(o.createdAt)} · {customer}
                    </Text>
                    <HStack gap="1.5" wrap="wrap">
                      <OrderStatusBadge status={o.status} />
                      <OrderPayment order={o} />
                    </HStack>
                  </Stack>
                </Table.Cell>
                <Table.Cell hideBelow={FULL_FROM}><OrderStatusBadge status={o.status} /></Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} whiteSpace="nowrap">{formatDateTime(o.createdAt)}</Table.Cell>
                {/* A long name or email wraps (Chakra's table keeps cells on one line) rather than widen the table. */}
                <Table.Cell hideBelow={FULL_FROM} whiteSpace="normal" minW="40">
                  <Text overflowWrap="anywhere">{customer}</Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">{o.contact.email}</Text>
                </Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} textAlign="end">{o.itemCount}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(o.total)}</Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} whiteSpace="normal"><OrderPayment order={o} /></Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
