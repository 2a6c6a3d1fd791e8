import { useMutation } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type FormEvent, useState } from 'react';
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { TextField } from '../../../components/text-field';
import { type OrderFieldsFragment, OrdersByUserDocument, RequestReturnDocument, type ReturnReason } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';

type Line = OrderFieldsFragment['returnableLines'][number];

/** An enum value in words: PICKED_UP -> 'Picked up'. */
const words = (v: string) => v[0] + v.slice(1).toLowerCase().replaceAll('_', ' ');
const REASONS = (['WRONG_SIZE', 'DEFECTIVE', 'NOT_AS_DESCRIBED', 'CHANGED_MIND'] as ReturnReason[]).map((value) => ({ value, label: value === 'CHANGED_MIND' ? 'Changed my mind' : words(value) }));

/** A labelled native select (the phone's own picker). */
function Choice({ label, value, onChange, options, testId }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; testId: string }) {
  return (
    <Field.Root gap="1.5">
      <Field.Label fontSize="sm" fontWeight="medium">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} borderColor="gray.300" data-testid={testId}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The form for one line: how many, why, and for Cash on Delivery where the refund goes. */
function ReturnForm({ order, line, onDone }: { order: OrderFieldsFragment; line: Line; onDone: () => void }) {
  const reasons = line.returnOpen ? REASONS : REASONS.filter((r) => r.value === 'DEFECTIVE');
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState<string>(reasons[0].value);
  const [to, setTo] = useState({ upiId: '', ifsc: '', accountNumber: '', accountName: '' });
  const [bank, setBank] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(RequestReturnDocument, { refetchQueries: [OrdersByUserDocument], awaitRefetchQueries: true });
  const cod = order.paymentMethod === 'COD';
  const field = (k: keyof typeof to, label: string) => (
    <TextField label={label} value={to[k]} onChange={(v) => setTo({ ...to, [k]: v })} size="sm" required testId={`return-${k}`} />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const refundTo = !cod ? null : bank ? { ifsc: to.ifsc, accountNumber: to.accountNumber, accountName: to.accountName } : { upiId: to.upiId };
    try {
      const { data } = await send({
        variables: { input: { orderNumber: order.orderNumber, lines: [{ productId: line.productId, size: line.size, quantity: Number(quantity) }], reason: reason as ReturnReason, refundTo } },
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
        <Choice label="Quantity" value={quantity} onChange={setQuantity} options={Array.from({ length: line.quantityLeft }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))} testId="return-quantity" />
        <Choice label="Reason" value={reason} onChange={setReason} options={reasons} testId="return-reason" />
      </SimpleGrid>
      {cod && (
        <>
          <Choice label="Refund to (Cash on Delivery)" value={bank ? 'bank' : 'upi'} onChange={(v) => setBank(v === 'bank')} options={[{ value: 'upi', label: 'UPI ID' }, { value: 'bank', label: 'Bank account' }]} testId="return-refund-to" />
          {bank ? (
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              {field('ifsc', 'IFSC')}
              {field('accountNumber', 'Account number')}
              {field('accountName', 'Account holder')}
            </SimpleGrid>
          ) : (
            field('upiId', 'UPI ID')
          )}
        </>
      )}
      {error && <Text color="red.700" fontSize="sm" role="alert" data-testid="return-error">{error}</Text>}
      <Flex gap="3" justify="end">
        <Button variant="outline" borderColor="gray.300" size="sm" onClick={onDone}>Cancel</Button>
        <Button type="submit" size="sm" loading={loading} data-testid="return-submit">Request return</Button>
      </Flex>
    </Stack>
  );
}

/**
 * A delivered order's returns (DECISIONS 14): each line's window as the server says it
 * ('Returnable until 26 Dec', 'Return window closed on …'), Return while open, and each return's
 * state.
 */
export function OrderReturns({ order }: { order: OrderFieldsFragment }) {
  const [open, setOpen] = useState<string | null>(null);
  const key = (l: Line) => `${l.productId}|${l.size}`;
  const nameOf = (l: Line) => order.items.find((i) => i.productId === l.productId && i.size === l.size)?.productName ?? l.productId;
  return (
    <Stack gap="3" data-testid="order-returns">
      <Text as="h3" fontWeight="semibold">Returns</Text>
      {order.returnableLines.map((l) => (
        <Stack key={key(l)} gap="2" data-testid="returnable-line">
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="medium">{nameOf(l)} ({l.size})</Text>
              <Text fontSize="xs" color="fg.muted" data-testid="return-window">{l.message}</Text>
            </Stack>
            {(l.returnOpen || l.defectiveOpen) && l.quantityLeft > 0 && open !== key(l) && (
              <Button size="sm" variant="outline" borderColor="gray.300" onClick={() => setOpen(key(l))} data-testid="return-open">
                Return
              </Button>
            )}
          </Flex>
          {open === key(l) && <ReturnForm order={order} line={l} onDone={() => setOpen(null)} />}
        </Stack>
      ))}
      {order.returns.map((r) => {
        return (
          <Flex key={r.returnNumber} gap="3" p="3" borderWidth="1px" borderColor="gray.200" borderRadius="l2" justify="space-between" align="center" wrap="wrap" data-testid="return-request">
            <Stack gap="0.5" minW="0" fontSize="sm">
              <Text fontWeight="medium">Return {r.returnNumber}</Text>
              <Text color="fg.muted" fontSize="xs">
                {r.lines.map((x) => `${x.quantity} × ${x.productName} (${x.size})`).join(', ')} · Refund {formatMoney(r.refund)}
                {r.refundTo ? ` to ${r.refundTo}` : ''}
              </Text>
              {r.rejectReason && <Text color="red.700" fontSize="xs">{r.rejectReason}</Text>}
            </Stack>
            <Badge colorPalette={r.status === 'REFUNDED' ? 'green' : r.status === 'REJECTED' ? 'red' : 'gray'} data-testid="return-status">{words(r.status)}</Badge>
          </Flex>
        );
      })}
    </Stack>
  );
}
