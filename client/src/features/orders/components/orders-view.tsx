import { useVar } from '../../../apollo/vars/use-var';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Package } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { sessionVar } from '../../../apollo/vars/session';
import { EmptyState } from '../../../components/empty-state';
import { LoginRequired } from '../../../components/login-required';
import { ORDER_PARAM, type OrdersState, paths } from '../../../config/paths';
import type { OpenCheckout } from '../../../config/payment-methods';
import { type FindProduct, useOrderActions } from '../hooks/use-order-actions';
import { useOrders } from '../hooks/use-orders';
import { OrderActions } from './order-actions';
import { OrderCard } from './order-card';
import { OrderPlaced } from './order-placed';

interface OrdersViewProps {
  findProduct: FindProduct;
  openCheckout: OpenCheckout;
  /** A checkout's outcome is being taken to the server (/checkout/payment): the page waits for it. */
  confirming: boolean;
}

/**
 * /orders: the signed-in shopper's orders as collapsible cards, newest first. `findProduct`
 * (the catalogue) serves Reorder, `openCheckout` (the payment provider's checkout) Retry payment.
 * Arrived from placing or paying an order (orderState), it opens that order's card, under its
 * confirmation once the server says it is placed: paid, or to be paid on delivery. A link to
 * one order (`/orders?order=SQU-…`, the shop's e-mails) opens that card and scrolls to it.
 */
export function OrdersView({ findProduct, openCheckout, confirming }: OrdersViewProps) {
  const { user, isAuthenticated } = useVar(sessionVar);
  // Not while a checkout's outcome is on its way to the server: an answer read before it would
  // land after it in the cache, and show the payment as it was.
  const { orders, loading } = useOrders(isAuthenticated && !confirming ? user?.id : null);
  const actions = useOrderActions(findProduct, openCheckout);
  const arrived = (useLocation().state as OrdersState | null)?.order;
  const linked = useSearchParams()[0].get(ORDER_PARAM);
  const focus = arrived ?? linked;
  const placed = orders.find((o) => o.orderNumber === arrived && (o.paymentState === 'PAID' || o.paymentState === 'PAY_ON_DELIVERY'));
  const opened = orders.some((o) => o.orderNumber === focus) ? focus : orders[0]?.orderNumber;
  const linkedMissing = !!linked && !loading && !confirming && orders.length > 0 && !orders.some((o) => o.orderNumber === linked);
  const ready = !loading && !confirming && orders.length > 0;

  useEffect(() => {
    if (!ready || !linked) return;
    document.querySelector(`[data-testid="order-card"][data-order-number="${CSS.escape(linked)}"]`)?.scrollIntoView({ block: 'start' });
  }, [ready, linked]);

  if (!isAuthenticated) return <LoginRequired description="Please login to view your orders." />;
  if (loading || confirming) {
    return (
      <Container maxW="5xl" py="20">
        <Stack align="center" textAlign="center" gap="4" role="status" data-testid={confirming ? 'payment-return' : 'orders-loading'}>
          <Spinner size="lg" color="brand.600" />
          <Text color="fg.muted">{confirming ? 'Confirming your payment… please keep this page open.' : 'Loading your orders...'}</Text>
        </Stack>
      </Container>
    );
  }
  if (!orders.length) {
    return (
      <Container maxW="5xl" py="8">
        <EmptyState as="h1" icon={<Package size={30} />} title="No orders yet" description="When you place an order, it will appear here.">
          <Button asChild size="lg"><RouterLink to={paths.shop}>Start Shopping</RouterLink></Button>
        </EmptyState>
      </Container>
    );
  }
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      {placed && <OrderPlaced order={placed} />}
      <Flex justify="space-between" align="end" gap="4" mb="6" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>My Orders</Heading>
          <Text color="fg.muted" data-testid="orders-count">{orders.length} {orders.length === 1 ? 'order' : 'orders'}</Text>
        </Stack>
        <Button asChild variant="outline" borderColor="gray.300" size="sm"><RouterLink to={paths.shop}>Continue Shopping</RouterLink></Button>
      </Flex>
      {linkedMissing && (
        <Text role="status" mb="4" px="4" py="3" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="l2" data-testid="order-link-missing">
          Order {linked} is not among the orders of this account. Signed in with another email? Log out and sign in with the one the message was sent to.
        </Text>
      )}
      <Stack gap="4" data-testid="orders-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} defaultOpen={order.orderNumber === opened} actions={<OrderActions order={order} actions={actions} />} />
        ))}
      </Stack>
    </Container>
  );
}
