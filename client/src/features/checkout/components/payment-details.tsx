import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CircleCheck, Info } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { BANKS, COD_NOTES, type PaymentMethod } from '../lib/payment-methods';

/** Local only: these values are never part of the order and never leave the page. */
function useLocal() {
  const [v, set] = useState('');
  return { value: v, onChange: set, autoComplete: 'off' as const };
}

function DisplayOnlyNote() {
  return (
    <HStack gap="2" fontSize="xs" color="fg.muted" align="start">
      <Info size={14} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
      <Text>For display only: payment details are never sent or stored. You pay when the order is confirmed.</Text>
    </HStack>
  );
}

function CardFields() {
  const number = useLocal(), name = useLocal(), expiry = useLocal(), cvv = useLocal();
  return (
    <Stack gap="4">
      <TextField label="Card number" placeholder="1234 5678 9012 3456" inputMode="numeric" {...number} />
      <TextField label="Name on card" placeholder="As printed on the card" {...name} />
      <SimpleGrid columns={2} gap="4">
        <TextField label="Expiry" placeholder="MM/YY" inputMode="numeric" {...expiry} />
        <TextField label="CVV" placeholder="123" inputMode="numeric" type="password" {...cvv} />
      </SimpleGrid>
      <DisplayOnlyNote />
    </Stack>
  );
}

function UpiFields() {
  const upi = useLocal();
  return (
    <Stack gap="4">
      <TextField label="UPI ID" placeholder="yourname@upi" {...upi} />
      <DisplayOnlyNote />
    </Stack>
  );
}

function BankFields() {
  const [bank, setBank] = useState('');
  return (
    <Stack gap="4">
      <Field.Root gap="1.5">
        <Field.Label fontSize="sm" fontWeight="medium">Choose your bank</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={bank} onChange={(e) => setBank(e.currentTarget.value)} borderColor="gray.300" bg="bg" data-testid="bank-select">
            <option value="">Select a bank</option>
            {BANKS.map((b) => <option key={b} value={b}>{b}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DisplayOnlyNote />
    </Stack>
  );
}

function CodNotes({ message }: { message: string | null }) {
  return (
    <Stack gap="3" data-testid="cod-notes">
      <Stack as="ul" gap="2" listStyle="none" fontSize="sm">
        {COD_NOTES.map((note) => (
          <HStack as="li" key={note} gap="2" align="start">
            <Box color="green.700" pt="0.5" aria-hidden><CircleCheck size={15} /></Box>
            <Text>{note}</Text>
          </HStack>
        ))}
      </Stack>
      {message && (
        <Box role="alert" p="3" borderRadius="l2" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.800" fontSize="sm" data-testid="cod-message">
          {message}
        </Box>
      )}
    </Stack>
  );
}

/** The panel under the chosen method: card, UPI or bank fields (display-only), or the COD notes. */
export function PaymentDetails({ method, codMessage }: { method: PaymentMethod; codMessage: string | null }) {
  return (
    <Box mt="5" p={{ base: '4', md: '5' }} bg="bg.canvas" borderRadius="l2" borderWidth="1px" borderColor="gray.200">
      {method === 'CARD' && <CardFields />}
      {method === 'UPI' && <UpiFields />}
      {method === 'NET_BANKING' && <BankFields />}
      {method === 'COD' && <CodNotes message={codMessage} />}
    </Box>
  );
}
