import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type FormEvent, useState } from 'react';
import { type OrderFieldsFragment, OrdersByUserDocument, RequestExchangeDocument, type ReturnReason } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { Choice, REASONS, upTo, useRefundTo } from './return-fields';

type Line = OrderFieldsFragment['returnableLines'][number];

/**
 * The form to exchange one line for another size: only the sizes in stock now are offered (the
 * server checks again, and once more when the staff approve it). A Cash on Delivery order names
 * where a refund goes should the size sell out before then.
 */
export function ExchangeForm({ order, line, onDone }: { order: OrderFieldsFragment; line: Line; onDone: () => void }) {
  const reasons = line.exchangeOpen ? REASONS : REASONS.filter((r) => r.value === 'DEFECTIVE');
  const [quantity, setQuantity] = useState('1');
  const [size, setSize] = useState(line.exchangeSizes[0]);
  const [reason, setReason] = useState<string>(reasons[0].value);
  const [error, setError] = useState<string | null>(null);
  const refundTo = useRefundTo(order.paymentMethod === 'COD', 'If the size sells out first, refund to');
  const [send, { loading }] = useMutation(RequestExchangeDocument, { refetchQueries: [OrdersByUserDocument], awaitRefetchQueries: true });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { data } = await send({
        variables: { input: { orderNumber: order.orderNumber, lines: [{ productId: line.productId, size: line.size, quantity: Number(quantity), wantedSize: size }], reason: reason as ReturnReason, refundTo: refundTo.input } },
        context: { silent: true },
      });
      notify.success(`Exchange ${data?.requestExchange.returnNumber} requested`);
      onDone();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3" p="4" bg="bg.sand" borderRadius="l2" data-testid="exchange-form">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Choice label="Quantity" value={quantity} onChange={setQuantity} options={upTo(line.quantityLeft)} testId="exchange-quantity" />
        <Choice label={`New size (you have ${line.size})`} value={size} onChange={setSize} options={line.exchangeSizes.map((s) => ({ value: s, label: s }))} testId="exchange-size" />
        <Choice label="Reason" value={reason} onChange={setReason} options={reasons} testId="exchange-reason" />
      </SimpleGrid>
      {refundTo.fields}
      <Text fontSize="xs" color="fg.muted">Only sizes in stock now are shown. Once we approve it, the new size ships at no charge and we pick up the one you have.</Text>
      {error && <Text color="red.700" fontSize="sm" role="alert" data-testid="exchange-error">{error}</Text>}
      <Flex gap="3" justify="end">
        <Button variant="outline" borderColor="gray.300" size="sm" onClick={onDone}>Cancel</Button>
        <Button type="submit" size="sm" loading={loading} data-testid="exchange-submit">Request exchange</Button>
      </Flex>
    </Stack>
  );
}
