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

/** The colour select's value for the item's own colour (an exchange for another size). */
const SAME = '';

/**
 * The form to return one line, or to exchange it for another size or colour: how many, why (only
 * 'Defective' once the line's own window has closed), for an exchange the colour (its own, or
 * another of its style at the price paid while the server offers them) and the size (only the
 * sizes in stock now: the server checks again, and once more when the staff approve it), and for
 * Cash on Delivery where a refund goes (an exchange's, should the size sell out before then).
 */
export function LineRequestForm({ kind, order, line, onDone }: { kind: LineRequestKind; order: OrderFieldsFragment; line: Line; onDone: () => void }) {
  const exchange = kind === 'exchange';
  const reasons = (exchange ? line.exchangeOpen : line.returnOpen) ? REASONS : REASONS.filter((r) => r.value === 'DEFECTIVE');
  const [quantity, setQuantity] = useState('1');
  const [colour, setColour] = useState(line.exchangeSizes.length ? SAME : (line.exchangeColours[0]?.productId ?? SAME));
  const sizes = colour === SAME ? line.exchangeSizes : (line.exchangeColours.find((c) => c.productId === colour)?.sizes ?? []);
  const [chosenSize, setSize] = useState(sizes[0]);
  const size = sizes.includes(chosenSize) ? chosenSize : sizes[0];
  const [reason, setReason] = useState<string>(reasons[0].value);
  // Its own colour while it has another size in stock (and its window is open), then the other colours.
  const colours = [
    ...(line.exchangeSizes.length ? [{ value: SAME, label: 'Same colour' }] : []),
    ...line.exchangeColours.map((c) => ({ value: c.productId, label: c.color })),
  ];
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
        ? (await sendExchange({ variables: { input: { ...input, lines: [{ ...wanted, wantedSize: size, wantedProductId: colour || null }] } }, context: { silent: true } })).data?.requestExchange.returnNumber
        : (await sendReturn({ variables: { input: { ...input, lines: [wanted] } }, context: { silent: true } })).data?.requestReturn.returnNumber;
      notify.success(`${exchange ? 'Exchange' : 'Return'} ${number} requested`);
      onDone();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3" p="4" bg="bg.sand" borderRadius="l2" data-testid={`${kind}-form`}>
      <SimpleGrid columns={{ base: 1, sm: exchange ? (colours.length > 1 ? 4 : 3) : 2 }} gap="3">
        <Choice label="Quantity" value={quantity} onChange={setQuantity} options={upTo(line.quantityLeft)} testId={`${kind}-quantity`} />
        {exchange && colours.length > 1 && <Choice label="Colour" value={colour} onChange={setColour} options={colours} testId="exchange-colour" />}
        {exchange && <Choice label={colour === SAME ? `New size (you have ${line.size})` : 'Size'} value={size} onChange={setSize} options={sizes.map((s) => ({ value: s, label: s }))} testId="exchange-size" />}
        <Choice label="Reason" value={reason} onChange={setReason} options={reasons} testId={`${kind}-reason`} />
      </SimpleGrid>
      {refundTo.fields}
      {exchange && <Text fontSize="xs" color="fg.muted">Only sizes in stock now are shown. Once we approve it, the new {colour === SAME ? 'size' : 'colour'} ships at no charge and we pick up the one you have.</Text>}
      {error && <Text color="red.700" fontSize="sm" role="alert" data-testid={`${kind}-error`}>{error}</Text>}
      <Flex gap="3" justify="end">
        <Button variant="outline" borderColor="gray.300" size="sm" onClick={onDone}>Cancel</Button>
        <Button type="submit" size="sm" loading={returning.loading || exchanging.loading} data-testid={`${kind}-submit`}>Request {kind}</Button>
      </Flex>
    </Stack>
  );
}
