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

function CodNotes() {
  return (
    <Stack as="ul" gap="2" listStyle="none" fontSize="sm" data-testid="cod-notes">
      {COD_NOTES.map((note) => (
        <HStack as="li" key={note} gap="2" align="start">
          <Box color="green.700" pt="0.5" aria-hidden><CircleCheck size={15} /></Box>
          <Text>{note}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The panel under the chosen method: where a prepaid order is paid, or the COD notes. Whether
 * this cart may be paid on delivery is said once, by Place COD Order (the server's reason).
 */
export function PaymentDetails({ method }: { method: PaymentMethod }) {
  return (
    <Box mt="5" p={{ base: '4', md: '5' }} bg="bg.canvas" borderRadius="l2" borderWidth="1px" borderColor="gray.200">
      {method === 'COD' ? <CodNotes /> : <ProviderNote method={method} />}
    </Box>
  );
}
