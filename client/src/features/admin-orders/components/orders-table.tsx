import { Link } from '@chakra-ui/react/link';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { adminOrderPath } from '../../../config/paths';
import type { AdminOrderRowFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badge';

/** The orders of a page, newest first; at phone width the table scrolls sideways, the order number stays (its status beside it). */
export function OrdersTable({ orders, busy }: { orders: AdminOrderRowFragment[]; busy: boolean }) {
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="md" aria-busy={busy} tabIndex={0} aria-label="Orders table">
      <Table.Root size="sm" interactive stickyHeader data-testid="orders-table" opacity={busy ? 0.6 : 1}>
        <Table.Caption srOnly>Orders, newest first</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader position="sticky" left="0" bg="gray.50" zIndex="1">Order</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Placed</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader>Payment</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => (
            <Table.Row key={o.id} data-testid="order-row">
              <Table.Cell position="sticky" left="0" bg="bg" zIndex="1" whiteSpace="nowrap">
                <Link asChild fontWeight="semibold" color="gray.900" textDecoration="underline">
                  <RouterLink to={adminOrderPath(o.orderNumber)}>{o.orderNumber}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell><OrderStatusBadge status={o.status} /></Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(o.createdAt)}</Table.Cell>
              <Table.Cell>
                <Text whiteSpace="nowrap">{`${o.contact.firstName} ${o.contact.lastName}`.trim()}</Text>
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">{o.contact.email}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{o.itemCount}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(o.total)}</Table.Cell>
              <Table.Cell><PaymentStatusBadge status={o.paymentStatus} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
