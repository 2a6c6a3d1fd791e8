import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { sessionVar } from '../../../apollo/vars/session';
import { useVar } from '../../../apollo/vars/use-var';
import { LoginRequired } from '../../../components/login-required';
import { MessagePage } from '../../../components/message-page';
import { paths } from '../../../config/paths';
import { useSettlePayment } from '../hooks/use-settle-payment';
import { readPaymentReturn } from '../lib/payment-return';

const HEADING = { paid: 'Confirming your payment…', failed: 'Checking your payment…', cancelled: 'Checking your payment…' } as const;

/**
 * /checkout/payment: where the provider's page sends the shopper back. The outcome in the query
 * goes to the server once (useSettlePayment), which then shows /orders; a link without one says
 * so and points to the orders.
 */
export function PaymentReturnView() {
  const { isAuthenticated } = useVar(sessionVar);
  const [params] = useSearchParams();
  const result = useMemo(() => readPaymentReturn(params), [params]);
  const settle = useSettlePayment();
  const sent = useRef(false);

  useEffect(() => {
    if (!isAuthenticated || !result || sent.current) return;
    sent.current = true;
    void settle(result);
  }, [isAuthenticated, result, settle]);

  if (!isAuthenticated) return <LoginRequired description="Please login to confirm your payment." />;
  if (!result) {
    return (
      <MessagePage
        icon={<SearchX size={30} />}
        title="We could not read this payment"
        description="This link does not say how a payment went. Your orders show whether each one is paid, and let you retry a payment."
        to={paths.orders}
        action="Go to My Orders"
        testId="payment-return-unknown"
      />
    );
  }
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack align="center" textAlign="center" gap="4" role="status" data-testid="payment-return">
        <Spinner size="xl" color="brand.600" borderWidth="3px" />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{HEADING[result.kind]}</Heading>
        <Text color="fg.muted" maxW="md">
          Order {result.orderNumber}. This takes a moment: please keep this page open.
        </Text>
      </Stack>
    </Container>
  );
}
