import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { BANKS, COD_NOTES, type PaymentMethod } from '../lib/payment-methods';

/** Where each prepaid method is paid: on the provider's page or modal, after Place Order. */
const NEXT_STEP: Record<Exclude<PaymentMethod, 'COD'>, string> = {
  CARD: 'Enter your card there: Visa, Mastercard and RuPay cards are accepted.',
  UPI: 'Pay there with any UPI app, and approve the request in the app.',
  NET_BANKING: `Choose your bank there (${BANKS.join(', ')} and more) and sign in to it.`,
};

/** Card, UPI and Net Banking are paid in the provider's checkout (DECISIONS 12): nothing is typed here. */
function ProviderNote({ method }: { method: Exclude<PaymentMethod, 'COD'> }) {
  return (
    <HStack gap="3" align="start" data-testid="provider-note">
      <Box color="green.700" pt="0.5" aria-hidden><ShieldCheck size={20} /></Box>
      <Stack gap="1.5" fontSize="sm">
        <Text fontWeight="semibold">You pay on the next step, in our payment provider&apos;s secure checkout.</Text>
        <Text>{NEXT_STEP[method]}</Text>
        <Text color="fg.muted">SQU never sees your card number or UPI ID.</Text>
      </Stack>
    </HStack>
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

/** The panel under the chosen method: where a prepaid order is paid, or the COD notes. */
export function PaymentDetails({ method, codMessage }: { method: PaymentMethod; codMessage: string | null }) {
  return (
    <Box mt="5" p={{ base: '4', md: '5' }} bg="bg.canvas" borderRadius="l2" borderWidth="1px" borderColor="gray.200">
      {method === 'COD' ? <CodNotes message={codMessage} /> : <ProviderNote method={method} />}
    </Box>
  );
}
