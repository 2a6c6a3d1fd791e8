import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type FormEvent, useState } from 'react';
import type { OrderRefundsFieldsFragment } from '../../../admin-gql/admin-payments/graphql';
import { TextField } from '../../../components/text-field';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';
import { formatMoney } from '../../../lib/money';
import { useRefundPayment } from '../hooks/use-refunds';
import { newRefundKey } from '../lib/refund-key';

/** As the server keeps a reason (REFUND_REASON_MAX). */
const REASON_MAX = 200;

/** An amount as the field shows it: '500', '88.80'. */
const asTyped = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));
/** What was typed, in rupees ('1,500.50' too); null when it is no number. The server decides whether it may be refunded. */
const typed = (text: string): number | null => {
  const n = Number(text.replace(/[,\s₹]/g, ''));
  return text.trim() && Number.isFinite(n) ? n : null;
};

export type RefundDialogProps = LazyDialogProps & {
  book: OrderRefundsFieldsFragment;
  /** Counts the openings: each starts a new form (what is left as the amount, no reason, a new key). */
  opening: number;
};

/**
 * Refund part or all of an order's payment: the amount (what is left, unless the staff type
 * less) and why. The server checks both and decides; its refusal is shown here, and the dialog
 * closes once the refund is made. Focus starts on the amount (the first field) and returns to the
 * Refund button.
 */
export function RefundDialog({ book, opening, open, onOpenChange, trigger }: RefundDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="md" lazyMount unmountOnExit finalFocusEl={() => trigger.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="refund-dialog">
            <RefundForm key={opening} book={book} onDone={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RefundForm({ book, onDone }: { book: OrderRefundsFieldsFragment; onDone: () => void }) {
  const { refund, refunding, problem } = useRefundPayment(book.orderNumber);
  const [amount, setAmount] = useState(() => asTyped(book.refundable));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [key] = useState(newRefundKey);
  const rupees = typed(amount);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setInvalid(rupees === null ? 'Enter the amount in rupees, e.g. 250 or 99.50' : null);
    if (rupees !== null && (await refund(rupees, reason, key))) onDone();
  };
  return (
    <Box asChild display="contents">
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title fontFamily="heading" fontSize="xl">Refund order {book.orderNumber}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Dialog.Description fontSize="sm" color="fg.muted" data-testid="refund-left">
              {formatMoney(book.paid)} was paid{book.refunded ? `, ${formatMoney(book.refunded)} refunded so far` : ''}: up to {formatMoney(book.refundable)} can be refunded. It goes back to the way the shopper paid.
            </Dialog.Description>
            <TextField
              label="Amount (₹)"
              value={amount}
              onChange={(v) => {
                setAmount(v);
                setInvalid(null);
              }}
              inputMode="decimal"
              autoComplete="off"
              required
              error={invalid}
              helper={`At most ${formatMoney(book.refundable)}`}
              testId="refund-amount-input"
            />
            <TextField
              label="Reason"
              value={reason}
              onChange={setReason}
              maxLength={REASON_MAX}
              placeholder="e.g. One item returned damaged"
              autoComplete="off"
              required
              helper="Kept with the refund for the staff"
              testId="refund-reason-input"
            />
            {problem && (
              <Text role="alert" color="red.700" fontSize="sm" overflowWrap="anywhere" data-testid="refund-problem">
                {problem}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" borderColor="gray.300" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={refunding} loadingText="Refunding..." data-testid="refund-confirm">
            Refund {rupees !== null && rupees > 0 ? formatMoney(rupees) : ''}
          </Button>
        </Dialog.Footer>
      </form>
    </Box>
  );
}
