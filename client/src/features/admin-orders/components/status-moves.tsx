import { Button } from '@chakra-ui/react/button';
import { Stack, HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { OrderStatus } from '../../../admin-gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { useMoveOrder } from '../hooks/use-move-order';
import { MOVE_LABEL } from '../lib/status';
import { CancelDialog } from './cancel-dialog';

/**
 * The moves the order may make next (the server's `nextStatuses`), as buttons; cancelling asks
 * first. An order paid online that is not paid yet says so: it moves on once paid (the server's
 * `awaitingPayment`), and the shop cancels it at its `payBy`. The server still decides: a refusal is shown here.
 */
interface StatusMovesProps {
  orderNumber: string;
  nextStatuses: OrderStatus[];
  awaitingPayment: boolean;
  /** The deadline for its payment, after which the shop cancels it (the server's `payBy`). */
  payBy: string | null;
}

export function StatusMoves({ orderNumber, nextStatuses, awaitingPayment, payBy }: StatusMovesProps) {
  const { move, moving, problem } = useMoveOrder(orderNumber);
  const [asking, setAsking] = useState(false);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const run = async (status: OrderStatus) => {
    setTarget(status);
    const done = await move(status);
    setTarget(null);
    if (done || status === 'CANCELLED') setAsking(false);
  };
  if (!nextStatuses.length && !awaitingPayment) return <Text color="fg.muted" fontSize="sm">This order is final: it makes no more moves.</Text>;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" data-testid="status-moves">
        {nextStatuses.map((status) =>
          status === 'CANCELLED' ? (
            <Button key={status} size="sm" variant="outline" borderColor="red.300" color="red.700" _hover={{ bg: 'red.50' }} disabled={moving} onClick={() => setAsking(true)}>
              {MOVE_LABEL[status]}
            </Button>
          ) : (
            <Button key={status} size="sm" loading={moving && target === status} disabled={moving} onClick={() => void run(status)}>
              {MOVE_LABEL[status]}
            </Button>
          ),
        )}
      </HStack>
      {awaitingPayment && (
        <Text color="fg.muted" fontSize="sm" data-testid="awaiting-payment">
          Not paid yet: it can be confirmed and shipped once its online payment is made.
          {payBy && ` Unpaid at ${formatDateTime(payBy)}, the shop cancels it and its items go back on sale.`}
        </Text>
      )}
      {problem && (
        <Text role="alert" color="red.700" fontSize="sm" data-testid="move-problem">
          {problem}
        </Text>
      )}
      <CancelDialog orderNumber={orderNumber} open={asking} onOpenChange={setAsking} busy={moving && target === 'CANCELLED'} onConfirm={() => void run('CANCELLED')} />
    </Stack>
  );
}
