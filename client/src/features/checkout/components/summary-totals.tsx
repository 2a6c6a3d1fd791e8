import { Flex } from '@chakra-ui/react/flex';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { TAX_RATE } from '../../../config/constants';
import { formatMoney } from '../../../lib/money';

export interface SummaryFigures {
  subtotal: number;
  tax: number;
  codCharge: number;
  total: number;
  itemCount: number;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="space-between" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" data-testid={testId}>{value}</Text>
    </Flex>
  );
}

/** Subtotal, shipping (always 'Free'), 18% tax, the COD charge when paying on delivery, and the total. */
export function SummaryTotals({ figures, cod }: { figures: SummaryFigures; cod: boolean }) {
  const items = `${figures.itemCount} ${figures.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Stack gap="3" aria-live="polite">
      <Row label={`Subtotal (${items})`} value={formatMoney(figures.subtotal)} testId="checkout-subtotal" />
      <Row label="Shipping" value="Free" testId="checkout-shipping" />
      <Row label={`Tax (${Math.round(TAX_RATE * 100)}%)`} value={formatMoney(figures.tax)} testId="checkout-tax" />
      {cod && <Row label="COD charge" value={figures.codCharge ? formatMoney(figures.codCharge) : 'Free'} testId="checkout-cod-charge" />}
      <Separator />
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">Total</Text>
        <Text fontWeight="bold" fontSize="xl" data-testid="checkout-total">{formatMoney(figures.total)}</Text>
      </Flex>
    </Stack>
  );
}
