import { Flex } from '@chakra-ui/react/flex';
import { Separator } from '@chakra-ui/react/separator';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { TAX_RATE } from '../../../config/constants';
import { formatMoney } from '../../../lib/money';
import type { Quote } from '../lib/order-input';

type Figures = Pick<Quote, 'subtotal' | 'tax' | 'codCharge' | 'codAvailable' | 'total' | 'itemCount'>;

/** No figure: a placeholder of its size while the server is asked, a dash when it could not answer. */
export function NoFigure({ failed, h = '4', w = '20', testId }: { failed: boolean; h?: string; w?: string; testId?: string }) {
  return failed ? <Text color="fg.muted">—</Text> : <Skeleton h={h} w={w} flexShrink={0} data-testid={testId} />;
}

function Row({ label, value, testId, failed }: { label: string; value: string | null; testId: string; failed: boolean }) {
  return (
    <Flex justify="space-between" fontSize="sm" gap="4">
      <Text color="fg.muted">{label}</Text>
      {value === null ? <NoFigure failed={failed} testId={`${testId}-pending`} /> : <Text fontWeight="medium" data-testid={testId}>{value}</Text>}
    </Flex>
  );
}

const itemsLabel = (n: number) => ` (${n} ${n === 1 ? 'item' : 'items'})`;

/**
 * The server's subtotal, shipping (always 'Free'), 18% tax, the COD charge when paying on
 * delivery ('Not available' when the server refuses COD for this cart) and the total. Without
 * the server's answer for this cart and method, the figures are placeholders: none is made up.
 */
export function SummaryTotals({ figures, cod, failed }: { figures: Figures | null; cod: boolean; failed: boolean }) {
  const money = (n: number | undefined) => (figures && n !== undefined ? formatMoney(n) : null);
  const codValue = !figures ? null : !figures.codAvailable ? 'Not available' : figures.codCharge ? formatMoney(figures.codCharge) : 'Free';
  return (
    <Stack gap="3" aria-live="polite" aria-busy={!figures && !failed}>
      <Row label={`Subtotal${figures ? itemsLabel(figures.itemCount) : ''}`} value={money(figures?.subtotal)} testId="checkout-subtotal" failed={failed} />
      <Row label="Shipping" value="Free" testId="checkout-shipping" failed={failed} />
      <Row label={`Tax (${Math.round(TAX_RATE * 100)}%)`} value={money(figures?.tax)} testId="checkout-tax" failed={failed} />
      {cod && <Row label="COD charge" value={codValue} testId="checkout-cod-charge" failed={failed} />}
      <Separator />
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">Total</Text>
        {figures ? (
          <Text fontWeight="bold" fontSize="xl" data-testid="checkout-total">{formatMoney(figures.total)}</Text>
        ) : (
          <NoFigure failed={failed} h="6" w="28" testId="checkout-total-pending" />
        )}
      </Flex>
    </Stack>
  );
}
