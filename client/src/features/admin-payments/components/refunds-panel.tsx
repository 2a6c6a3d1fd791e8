import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { OrderRefundsFieldsFragment } from '../../../admin-gql/admin-payments/graphql';
import { useDialogTrigger } from '../../../lib/lazy-dialog';
import { formatMoney } from '../../../lib/money';
import { useOrderRefunds } from '../hooks/use-refunds';
import { RefundDialog } from './refund-dialog';
import { RefundList } from './refund-list';

/**
 * An order's refunds on its admin page: what was paid online, refunded and left, each refund
 * made, and Refund (in full or in part) while something is left; otherwise why not, in the
 * server's words (Cash on Delivery goes back outside the provider; an unpaid order has nothing).
 */
export function RefundsPanel({ orderNumber }: { orderNumber: string }) {
  const { refunds: book, loading, error } = useOrderRefunds(orderNumber);
  if (loading) return <Text color="fg.muted" fontSize="sm">Loading refunds...</Text>;
  if (!book) return <Text color="red.700" fontSize="sm">{error ? 'The refunds could not be loaded.' : 'No refunds.'}</Text>;
  return <Refunds book={book} />;
}

function Refunds({ book }: { book: OrderRefundsFieldsFragment }) {
  // Each opening is a new form: its amount starts at what is left then, its reason empty.
  const [opening, setOpening] = useState(0);
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger();
  const figures: [string, number, string][] = [
    ['Paid', book.paid, 'refunds-paid'],
    ['Refunded', book.refunded, 'refunds-refunded'],
    ['Left to refund', book.refundable, 'refunds-left'],
  ];
  return (
    <Stack gap="4" fontSize="sm" data-testid="order-refunds">
      {book.paid > 0 && (
        <Grid as="dl" templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
          {figures.map(([term, value, testId]) => (
            <Box key={term} minW="0">
              <Text as="dt" color="fg.muted" fontSize="xs">{term}</Text>
              <Text as="dd" fontWeight="semibold" data-testid={testId}>{formatMoney(value)}</Text>
            </Box>
          ))}
        </Grid>
      )}
      {book.refunds.length ? <RefundList refunds={book.refunds} /> : book.paid > 0 && <Text color="fg.muted">No refunds yet.</Text>}
      {book.refusal ? (
        <Text color="fg.muted" data-testid="refund-refusal">{book.refusal}</Text>
      ) : (
        <Box>
          <Button
            size="sm"
            variant="outline"
            borderColor="gray.300"
            gap="1.5"
            {...triggerProps}
            onClick={() => {
              setOpening((n) => n + 1);
              triggerProps.onClick();
            }}
            data-testid="refund-open"
          >
            <RotateCcw size={14} aria-hidden />
            Refund
          </Button>
        </Box>
      )}
      <RefundDialog book={book} opening={opening} open={open} onOpenChange={setOpen} trigger={trigger} />
    </Stack>
  );
}
