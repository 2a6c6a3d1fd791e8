import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { PAYMENT_METHODS, type PaymentMethod } from '../lib/payment-methods';
import { CheckoutSection } from './checkout-section';
import { PaymentDetails } from './payment-details';
import { PaymentOption } from './payment-option';

interface PaymentSectionProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentSection({ method, onChange }: PaymentSectionProps) {
  return (
    <CheckoutSection step={3} id="payment-title" title="Payment Method">
      <Box as="fieldset">
        <Box as="legend" srOnly>Payment method</Box>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {PAYMENT_METHODS.map((o) => (
            <PaymentOption key={o.value} option={o} checked={o.value === method} onSelect={onChange} />
          ))}
        </SimpleGrid>
      </Box>
      <PaymentDetails method={method} />
    </CheckoutSection>
  );
}
