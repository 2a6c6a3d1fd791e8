import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CreditCard, FileDown, RotateCcw } from 'lucide-react';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import type { useOrderActions } from '../hooks/use-order-actions';
import { canRetryPayment, paymentNote, payByNote } from '../lib/payment';
import { isDelivered } from '../lib/status';
import { CancelOrderDialog } from './cancel-order-dialog';

interface OrderActionsProps {
  order: OrderFieldsFragment;
  actions: ReturnType<typeof useOrderActions>;
}

/**
 * Retry payment for a card, UPI or net banking order not yet paid, as the server allows it, with
 * the time by which it must be paid (the shop then cancels it), why the last payment failed, or
 * why Retry waits for a payment under way; Cancel for the shopper's
 * pending or confirmed order; Reorder once delivered; Download Invoice once the server has issued
 * the order's tax invoice (its number: at placement for Cash on Delivery, at capture for online
 * payment; a cancelled order's invoice prints as cancelled).
 */
export function OrderActions({ order, actions }: OrderActionsProps) {
  const retry = canRetryPayment(order);
  const payBy = payByNote(order);
  const note = paymentNote(order);
  const reorder = isDelivered(order.status);
  const invoice = Boolean(order.invoiceNumber);
  // An order without an invoice or another action has none: no empty row under its totals.
  if (!retry && !order.canCancel && !reorder && !invoice && !note) return null;
  const buttons = (
    <HStack gap="3" wrap="wrap" justify="end" pt="2" data-testid="order-actions">
      {retry && (
        <Button
          loading={actions.retrying === order.orderNumber}
          loadingText="Opening payment..."
          disabled={actions.retrying !== null}
          onClick={() => void actions.retryPayment(order)}
          data-testid="retry-payment"
        >
          <CreditCard aria-hidden /> Retry payment
        </Button>
      )}
      {order.canCancel && (
        <CancelOrderDialog orderNumber={order.orderNumber} busy={actions.cancelling} onConfirm={() => actions.cancelOrder(order)} />
      )}
      {reorder && (
        <Button variant="outline" borderColor="gray.300" onClick={() => actions.reorder(order)} data-testid="reorder">
          <RotateCcw aria-hidden /> Reorder
        </Button>
      )}
      {invoice && (
        <Button onClick={() => void actions.downloadInvoice(order)} data-testid="download-invoice">
          <FileDown aria-hidden /> Download Invoice
        </Button>
      )}
    </HStack>
  );
  if (!payBy && !note) return buttons;
  return (
    <Stack gap="1" align="end" textAlign="end" fontSize="sm">
      {buttons}
      {note && (
        <Text color={order.paymentState === 'FAILED' ? 'red.700' : 'fg.muted'} maxW="2xl" data-testid="payment-note">
          {note}
        </Text>
      )}
      {payBy && (
        <Text color="fg.muted" data-testid="pay-by">
          {payBy}
        </Text>
      )}
    </Stack>
  );
}
