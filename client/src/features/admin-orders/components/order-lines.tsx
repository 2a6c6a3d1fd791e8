import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { AdminOrderDetailFragment } from '../../../admin-gql/admin-orders/graphql';
import { formatMoney, taxRows } from '../../../lib/money';

/**
 * The order's lines as placed (names and prices kept from placement), then its totals. On a
 * phone a line fits the screen: its size, quantity and price under the product's name, the
 * line's total beside it.
 */
export function OrderLines({ order }: { order: AdminOrderDetailFragment }) {
  // As the shopper's order shows them: the code's discount, then the tax per GST rate as the
  // server answered it ('Tax (18%)', or a row per rate), so the rows add up to the total.
  const totals: [string, string][] = [['Subtotal', formatMoney(order.subtotal)]];
  if (order.couponCode) totals.push([`Discount (${order.couponCode})`, `-${formatMoney(order.discount)}`]);
  for (const [label, amount] of taxRows(order.taxLines)) totals.push([label, formatMoney(amount)]);
  totals.push(['Shipping', formatMoney(order.shipping)]);
  if (order.codCharge) totals.push(['COD charge', formatMoney(order.codCharge)]);
  return (
    <Stack gap="3">
      <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="md" tabIndex={0} aria-label="Order lines">
        <Table.Root size="sm" data-testid="order-lines">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>Product</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">Size</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md" textAlign="end">Qty</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md" textAlign="end">Price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.items.map((item) => (
              <Table.Row key={`${item.productId}/${item.size}`}>
                <Table.Cell minW={{ md: '40' }} whiteSpace={{ base: 'normal', md: 'nowrap' }}>
                  <Text fontWeight="medium">{item.productName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    #{item.productId}
                    <Text as="span" hideFrom="md">{` · Size ${item.size} · ${item.quantity} × ${formatMoney(item.unitPrice)}`}</Text>
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="md" whiteSpace="nowrap">{item.size}</Table.Cell>
                <Table.Cell hideBelow="md" textAlign="end">{item.quantity}</Table.Cell>
                <Table.Cell hideBelow="md" textAlign="end" whiteSpace="nowrap">{formatMoney(item.unitPrice)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(item.lineTotal)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack gap="1" alignSelf="end" minW={{ base: 'full', sm: '64' }} fontSize="sm" data-testid="order-totals">
        {totals.map(([label, value]) => (
          <Flex key={label} justify="space-between" gap="6">
            <Text color="fg.muted">{label}</Text>
            <Text>{value}</Text>
          </Flex>
        ))}
        <Flex justify="space-between" gap="6" fontWeight="semibold" borderTopWidth="1px" borderColor="gray.200" pt="1">
          <Text>Total</Text>
          <Text>{formatMoney(order.total)}</Text>
        </Flex>
      </Stack>
    </Stack>
  );
}
