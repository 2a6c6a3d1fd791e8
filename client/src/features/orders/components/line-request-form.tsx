import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type FormEvent, useState } from 'react';
import { type OrderFieldsFragment, OrdersByUserDocument, RequestExchangeDocument, RequestReturnDocument, type ReturnReason } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { Choice, REASONS, upTo, useRefundTo } from './return-fields';

type Line = OrderFieldsFragment['returnableLines'][number];
export type LineRequestKind = 'return' | 'exchange';

/**
 * The form to return one line, or to exchange it for another size: how many, why (only
 * 'Defective' once the line's own window has closed), for an exchange the new size (only the
 * sizes in stock now: the server checks again, and once more when the staff approve it), and for
 * Cash on Delivery where a refund goes (an exchange's, should the size sell out before then).
 */
export function LineRequestForm({ kind, order, line, onDone }: { kind: LineRequestKind; order: OrderFieldsFragment; line: Line; onDone: () => void }) {
  const exchange = kind === 'exchange';
  const reasons = (exchange ? line.exchangeOpen : line.returnOpen) ? REASONS : REASONS.filter((r) => r.value === 'DEFECTIVE');
  const [quantity, setQuantity] = useState('1');
  const [size, setSize] = useState(line.exchangeSizes[0]);
  const [reason, setReason] = useState<string>(reasons[0].value);
  const [error, setError] = useState<string | null>(null);
  const refundTo = useRefundTo(order.paymentMethod === 'COD', exchange ? 'If the size sells out first, refund to' : undefined);
  const options = { refetchQueries: [OrdersByUserDocument], awaitRefetchQueries: true };
  const [sendReturn, returning] = useMutation(RequestReturnDocument, options);
  const [sendExchange, exchanging] = useMutation(RequestExchangeDocument, options);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const wanted = { productId: line.productId, size: line.size, quantity: Number(quantity) };
    const input = { orderNumber: order.orderNumber, reason: reason as ReturnReason, refundTo: refundTo.input };
    try {
      const number = exchange
        ? (await sendExchange({ variables: { input: { ...input, lines: [{ ...wanted, wantedSize: size }] } }, context: { silent: true } })).data?.requestExchange.returnNumber
        : (await sendReturn({ variables: { input: { ...input, lines: [wanted] } }, context: { silent: true } })).data?.requestReturn.returnNumber;
      notify.success(`${exchange ? 'Exchange' : 'Return'} ${number} requested`);
      onDone();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3" p="4" bg="bg.sand" borderRadius="l2" data-testid={`${kind}-form`}>
      <SimpleGrid columns={{ base: 1, sm: exchange ? 3 : 2 }} gap="3">
        <Choice label="Quantity" value={quantity} onChange={setQuantity} options={upTo(line.quantityLeft)} testId={`${kind}-quantity`} />
        {exchange && <Choice label={`New size (you have ${line.size})`} value={size} onChange={setSize} options={line.exchangeSizes.map((s) => ({ value: s, label: s }))} testId="exchange-size" />}
        <Choice label="Reason" value={reason} onChange={setReason} options={reasons} testId={`${kind}-reason`} />
      </SimpleGrid>
      {refundTo.fields}
      {exchange && <Text fontSize="xs" color="fg.muted">Only sizes in stock now are shown. Once we approve it, the new size ships at no charge and we pick up the one you have.</Text>}
      {error && <Text color="red.700" fontSize="sm" role="alert" data-testid={`${kind}-error`}>{error}</Text>}
      <Flex gap="3" justify="end">
        <Button variant="outline" borderColor="gray.300" size="sm" onClick={onDone}>Cancel</Button>
        <Button type="submit" size="sm" loading={returning.loading || exchanging.loading} data-testid={`${kind}-submit`}>Request {kind}</Button>
      </Flex>
    </Stack>
  );
}
