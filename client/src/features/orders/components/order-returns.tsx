import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/money';
import { LineRequestForm } from './line-request-form';
import { words } from './return-fields';

type Line = OrderFieldsFragment['returnableLines'][number];
type Request = OrderFieldsFragment['returns'][number];

/** A return or an exchange as the shopper follows it: its lines, its refund or its replacement, its state. */
function RequestCard({ r }: { r: Request }) {
  const exchange = r.kind === 'EXCHANGE';
  const wanted = (x: Request['lines'][number]) => (x.wantedProductName ? `${x.wantedProductName}, ${x.wantedSize}` : x.wantedSize);
  const lines = r.lines.map((x) => `${x.quantity} × ${x.productName} (${x.wantedSize && exchange ? `${x.size} for ${wanted(x)}` : x.size})`).join(', ');
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
        const canExchange = (l.exchangeOpen || l.defectiveOpen) && l.quantityLeft > 0 && (l.exchangeSizes.length > 0 || l.exchangeColours.length > 0);
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
                {l.colourExchangeMessage && <Text fontSize="xs" color="fg.muted" data-testid="colour-window">{l.colourExchangeMessage}</Text>}
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
            {open === key(l, 'return') && <LineRequestForm kind="return" order={order} line={l} onDone={() => setOpen(null)} />}
            {open === key(l, 'exchange') && <LineRequestForm kind="exchange" order={order} line={l} onDone={() => setOpen(null)} />}
          </Stack>
        );
      })}
      {order.returns.map((r) => <RequestCard key={r.returnNumber} r={r} />)}
    </Stack>
  );
}
