import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Separator } from '@chakra-ui/react/separator';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { formatMoney, taxRows } from '../../../lib/money';
import { droppedReason, setCouponCode, useCouponCode } from '../lib/coupon-code';
import type { Quote } from '../lib/order-input';

type Figures = Pick<Quote, 'subtotal' | 'discount' | 'couponCode' | 'taxLines' | 'codCharge' | 'codAvailable' | 'total' | 'itemCount'>;

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

interface SummaryTotalsProps {
  /** The server's answer for this cart (and method); null while it is asked for, or when it failed. */
  figures: Figures | null;
  /** The Cash on Delivery charge has a row: the checkout with COD chosen. */
  cod?: boolean;
  failed: boolean;
  /** The cart's own sum of its lines, shown until the server's subtotal comes (the cart page). */
  known?: Pick<Figures, 'subtotal' | 'itemCount'>;
  /** The figures' test ids: checkout-subtotal, cart-total, ... */
  page?: 'checkout' | 'cart';
}

/**
 * The server's subtotal, shipping (always 'Free'), its tax per GST rate ('Tax (18%)', or a row
 * per rate: 'Tax (5%)', 'Tax (18%)'; test ids `${page}-tax`, or `${page}-tax-5`... when several), the COD charge when paying on
 * delivery ('Not available' when the server refuses COD for this cart) and the total. Without
 * the server's answer for this cart and method, the figures are placeholders: none is made up
 * (the cart page's subtotal is its lines' sum, which it shows beside them anyway).
 */
export function SummaryTotals({ figures, cod = false, failed, known, page = 'checkout' }: SummaryTotalsProps) {
  const codValue = !figures ? null : !figures.codAvailable ? 'Not available' : figures.codCharge ? formatMoney(figures.codCharge) : 'Free';
  const subtotal = figures ?? known;
  return (
    <Stack gap="3" aria-live="polite" aria-busy={!figures && !failed}>
      <Row label={`Subtotal${subtotal ? itemsLabel(subtotal.itemCount) : ''}`} value={subtotal ? formatMoney(subtotal.subtotal) : null} testId={`${page}-subtotal`} failed={failed} />
      {figures?.couponCode && <Row label={`Discount (${figures.couponCode})`} value={`-${formatMoney(figures.discount)}`} testId={`${page}-discount`} failed={failed} />}
      <Row label="Shipping" value="Free" testId={`${page}-shipping`} failed={failed} />
      {taxRows(figures?.taxLines ?? []).map(([label, amount, rate], _, all) => (
        <Row key={label} label={label} value={figures ? formatMoney(amount) : null} testId={`${page}-tax${all.length > 1 ? `-${rate}` : ''}`} failed={failed} />
      ))}
      {cod && <Row label="COD charge" value={codValue} testId={`${page}-cod-charge`} failed={failed} />}
      <Separator />
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">Total</Text>
        {figures ? (
          <Text fontWeight="bold" fontSize="xl" data-testid={`${page}-total`}>{formatMoney(figures.total)}</Text>
        ) : (
          <NoFigure failed={failed} h="6" w="28" testId={`${page}-total-pending`} />
        )}
      </Flex>
    </Stack>
  );
}

/**
 * Why the order cannot go ahead as it is, under the totals: the checkout's reason for a disabled
 * Place Order, the cart's when its quote failed or left a line out. Muted while the server is
 * asked, red otherwise, with Retry when the quote could not be had.
 */
export function QuoteReason({ id, text, muted = false, onRetry, testId }: { id?: string; text: string; muted?: boolean; onRetry?: () => void; testId: string }) {
  return (
    <Flex gap="3" align="center" justify="center" wrap="wrap">
      <Text id={id} fontSize="sm" textAlign="center" color={muted ? 'fg.muted' : 'red.700'} data-testid={testId}>
        {text}
      </Text>
      {onRetry && <Button size="xs" variant="outline" onClick={onRetry}><RotateCw aria-hidden /> Retry</Button>}
    </Flex>
  );
}

/**
 * The offer code box of /cart and the checkout: Apply asks the server's quote with the code,
 * which answers its discount (the totals' Discount row) or why it does not apply, shown at the
 * field; Remove takes it off. One code at a time.
 */
export function CouponBox({ quote }: { quote: Quote | null }) {
  const code = useCouponCode();
  const [text, setText] = useState(code ?? '');
  const applied = code && quote?.couponCode;
  if (applied) {
    return (
      <Flex justify="space-between" align="center" fontSize="sm" data-testid="coupon-applied">
        Code {applied} applied
        <Button size="xs" variant="outline" onClick={() => setCouponCode(null)}>
          Remove
        </Button>
      </Flex>
    );
  }
  const apply = () => setCouponCode(text.trim().toUpperCase() || null);
  return (
    <Flex gap="2" align="start">
      <TextField
        label="Offer code"
        value={text}
        onChange={setText}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), apply())}
        error={code ? quote?.couponMessage : droppedReason()}
        size="sm"
        testId="coupon-input"
      />
      <Button size="sm" mt="7" variant="outline" onClick={apply}>
        Apply
      </Button>
    </Flex>
  );
}
