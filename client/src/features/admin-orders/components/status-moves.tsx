import { Button } from '@chakra-ui/react/button';
import { Stack, HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import type { AdminOrderDetailFragment, AdminOrderQuery, OrderStatus } from '../../../admin-gql/admin-orders/graphql';
import { formatDateTime } from '../../../lib/dates';
import { type MoveDetails, useMoveOrder } from '../hooks/use-move-order';
import { MOVE_LABEL } from '../lib/status';
import { CancelDialog } from './cancel-dialog';
import { DeliverDialog } from './deliver-dialog';
import { ShipDialog } from './ship-dialog';

/** The moves that record something ask in a dialog first; the others are made at once. */
type Asked = 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
const ASKS = new Set<OrderStatus>(['SHIPPED', 'DELIVERED', 'CANCELLED']);

/**
 * The moves the order may make next (the server's `nextStatuses`), as buttons. Shipping asks for
 * the courier and tracking number, delivering to confirm (and for COD the cash collected),
 * cancelling for a reason. An order paid online that is not paid yet says so: it moves on once
 * paid (the server's `awaitingPayment`), and the shop cancels it at its `payBy`. The server still
 * decides: a refusal is shown here, or in the dialog.
 */
interface StatusMovesProps {
  order: AdminOrderDetailFragment;
  couriers: AdminOrderQuery['couriers'];
}

export function StatusMoves({ order, couriers }: StatusMovesProps) {
  const { orderNumber, nextStatuses, awaitingPayment, payBy } = order;
  const { move, moving, problem, fields, clear } = useMoveOrder(orderNumber);
  const [asking, setAsking] = useState<Asked | null>(null);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const run = async (status: OrderStatus, details?: MoveDetails) => {
    setTarget(status);
    await move(status, details);
    setTarget(null);
  };
  const ask = (status: Asked, button: HTMLButtonElement) => {
    opener.current = button;
    clear();
    setAsking(status);
  };
  if (!nextStatuses.length && !awaitingPayment) return <Text color="fg.muted" fontSize="sm">This order is final: it makes no more moves.</Text>;
  const dialog = (status: Asked) => ({
    open: asking === status,
    onOpenChange: (open: boolean) => {
      // A refusal read in the dialog goes with it.
      if (!open) clear();
      setAsking(open ? status : null);
    },
    opener: () => opener.current,
    busy: moving && target === status,
    problem: asking === status ? problem : null,
    fields,
  });
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" data-testid="status-moves">
        {nextStatuses.map((status) => (
          <Button
            key={status}
            size="sm"
            {...(status === 'CANCELLED' ? { variant: 'outline', borderColor: 'red.300', color: 'red.700', _hover: { bg: 'red.50' } } : {})}
            loading={moving && target === status && !ASKS.has(status)}
            disabled={moving}
            aria-haspopup={ASKS.has(status) ? 'dialog' : undefined}
            onClick={(e) => (ASKS.has(status) ? ask(status as Asked, e.currentTarget) : void run(status))}
          >
            {MOVE_LABEL[status]}
          </Button>
        ))}
      </HStack>
      {awaitingPayment && (
        <Text color="fg.muted" fontSize="sm" data-testid="awaiting-payment">
          Not paid yet: it can be confirmed and shipped once its online payment is made.
          {payBy && ` Unpaid at ${formatDateTime(payBy)}, the shop cancels it and its items go back on sale.`}
        </Text>
      )}
      {problem && !asking && (
        <Text role="alert" color="red.700" fontSize="sm" data-testid="move-problem">
          {problem}
        </Text>
      )}
      <ShipDialog {...dialog('SHIPPED')} orderNumber={orderNumber} couriers={couriers} onShip={(d) => void run('SHIPPED', d)} />
      <DeliverDialog {...dialog('DELIVERED')} orderNumber={orderNumber} cod={order.paymentMethod === 'COD'} total={order.total} onDeliver={(d) => void run('DELIVERED', d)} />
      <CancelDialog {...dialog('CANCELLED')} orderNumber={orderNumber} onCancel={(d) => void run('CANCELLED', d)} />
    </Stack>
  );
}
