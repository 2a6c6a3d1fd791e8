import { useMutation } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type FormEvent, useState } from 'react';
import { type OrderFieldsFragment, OrdersByUserDocument, RequestReturnDocument, type ReturnReason } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { ExchangeForm } from './exchange-form';
import { Choice, REASONS, upTo, useRefundTo, words } from './return-fields';

type Line = OrderFieldsFragment['returnableLines'][number];
type Request = OrderFieldsFragment['returns'][number];

/** The form for one line: how many, why, and for Cash on Delivery where the refund goes. */
function ReturnForm({ order, line, onDone }: { order: OrderFieldsFragment; line: Line; onDone: () => void }) {
  const reasons = line.returnOpen ? REASONS : REASONS.filter((r) => r.value === 'DEFECTIVE');
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState<string>(reasons[0].value);
  const [error, setError] = useState<string | null>(null);
  const refundTo = useRefundTo(order.paymentMethod === 'COD');
  const [send, { loading }] = useMutation(RequestReturnDocument, { refetchQueries: [OrdersByUserDocument], awaitRefetchQueries: true });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { data } = await send({
        variables: { input: { orderNumber: order.orderNumber, lines: [{ productId: line.productId, size: line.size, quantity: Number(quantity) }], reason: reason as ReturnReason, refundTo: refundTo.input } },
        context: { silent: true },
      });
      notify.success(`Return ${data?.requestReturn.returnNumber} requested`);
      onDone();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3" p="4" bg="bg.sand" borderRadius="l2" data-testid="return-form">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Choice label="Quantity" value={quantity} onChange={setQuantity} options={upTo(line.quantityLeft)} testId="return-quantity" />
        <Choice label="Reason" value={reason} onChange={setReason} options={reasons} testId="return-reason" />
      </SimpleGrid>
      {refundTo.fields}
      {error && <Text color="red.700" fontSize="sm" role="alert" data-testid="return-error">{error}</Text>}
      <Flex gap="3" justify="end">
        <Button variant="outline" borderColor="gray.300" size="sm" onClick={onDone}>Cancel</Button>
        <Button type="submit" size="sm" loading={loading} data-testid="return-submit">Request return</Button>
      </Flex>
    </Stack>
  );
}

/** A return or an exchange as the shopper follows it: its lines, its refund or its replacement, its state. */
function RequestCard({ r }: { r: Request }) {
  const exchange = r.kind === 'EXCHANGE';
  const lines = r.lines.map((x) => `${x.quantity} × ${x.productName} (${x.wantedSize && exchange ? `${x.size} for ${x.wantedSize}` : x.size})`).join(', ');
  return (
    <Flex gap="3" p="3" borderWidth="1px" borderColor="gray.200" borderRadius="l2" justify="space-between" align="center" wrap="wrap" data-testid="return-request" data-kind={r.kind.toLowerCase()}>
      <Stack gap="0.5" minW="0" fontSize="sm">
        <Text fontWeight="medium">{exchange ? 'Exchange' : 'Return'} {r.returnNumber}</Text>
        <Text color="fg.muted" fontSize="xs">
          {lines}
          {!exchange && ` · Refund ${formatMoney(r.refund)}${r.refundTo ? ` to ${r.refundTo}` : ''}`}
        </Text>
        {r.replacementOrderNumber && <Text fontSize="xs" color="brand.fg" data-testid="replacement-order">Replacement order {r.replacementOrderNumber}, at no charge</Text>}
        {r.becameRefund && <Text fontSize="xs" color="orange.700" data-testid="became-refund">The size you asked for sold out before we could send it: we refund you instead</Text>}
        {r.rejectReason && <Text color="red.700" fontSize="xs">{r.rejectReason}</Text>}
      </Stack>
      <Badge colorPalette={r.status === 'REFUNDED' || (exchange && r.status === 'RECEIVED') ? 'green' : r.status === 'REJECTED' ? 'red' : 'gray'} data-testid="return-status">{words(r.status)}</Badge>
    </Flex>
  );
}

/**
 * A delivered order's returns and exchanges (DECISIONS 14): each line's windows as the server says
 * them ('Returnable until 26 Dec', 'Exchangeable until 11 Dec', '… closed on …'), Return and
 * Exchange while open, and each request's state.
 */
export function OrderReturns({ order }: { order: OrderFieldsFragment }) {
  const [open, setOpen] = useState<string | null>(null);
  const key = (l: Line, what: string) => `${what}|${l.productId}|${l.size}`;
  const nameOf = (l: Line) => order.items.find((i) => i.productId === l.productId && i.size === l.size)?.productName ?? l.productId;
  return (
    <Stack gap="3" data-testid="order-returns">
      <Text as="h3" fontWeight="semibold">Returns and exchanges</Text>
      {order.returnableLines.map((l) => {
        const canReturn = (l.returnOpen || l.defectiveOpen) && l.quantityLeft > 0;
        const canExchange = (l.exchangeOpen || l.defectiveOpen) && l.quantityLeft > 0 && l.exchangeSizes.length > 0;
        const closed = open !== key(l, 'return') && open !== key(l, 'exchange');
        return (
          <Stack key={key(l, '')} gap="2" data-testid="returnable-line">
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <Stack gap="0" minW="0">
                <Text fontSize="sm" fontWeight="medium">{nameOf(l)} ({l.size})</Text>
                <Text fontSize="xs" color="fg.muted" data-testid="return-window">{l.message}</Text>
                <Text fontSize="xs" color="fg.muted" data-testid="exchange-window">
                  {l.exchangeMessage}
                  {l.exchangeOpen && l.quantityLeft > 0 && l.exchangeSizes.length === 0 ? ': no other size in stock now' : ''}
                </Text>
              </Stack>
              {closed && (
                <Flex gap="2">
                  {canExchange && (
                    <Button size="sm" variant="outline" borderColor="gray.300" onClick={() => setOpen(key(l, 'exchange'))} data-testid="exchange-open">
                      Exchange
                    </Button>
                  )}
                  {canReturn && (
                    <Button size="sm" variant="outline" borderColor="gray.300" onClick={() => setOpen(key(l, 'return'))} data-testid="return-open">
                      Return
                    </Button>
                  )}
                </Flex>
              )}
            </Flex>
            {open === key(l, 'return') && <ReturnForm order={order} line={l} onDone={() => setOpen(null)} />}
            {open === key(l, 'exchange') && <ExchangeForm order={order} line={l} onDone={() => setOpen(null)} />}
          </Stack>
        );
      })}
      {order.returns.map((r) => <RequestCard key={r.returnNumber} r={r} />)}
    </Stack>
  );
}
