import { useVar } from '../../../apollo/vars/use-var';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Package } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { sessionVar } from '../../../apollo/vars/session';
import { EmptyState } from '../../../components/empty-state';
import { LoginRequired } from '../../../components/login-required';
import { paths } from '../../../config/paths';
import type { OpenCheckout } from '../../../config/payment-methods';
import { type FindProduct, useOrderActions } from '../hooks/use-order-actions';
import { useOrders } from '../hooks/use-orders';
import { OrderActions } from './order-actions';
import { OrderCard } from './order-card';

/**
 * /orders: the signed-in shopper's orders as collapsible cards, newest first. `findProduct`
 * (the catalogue) serves Reorder, `openCheckout` (the payment provider's checkout) Retry payment.
 */
export function OrdersView({ findProduct, openCheckout }: { findProduct: FindProduct; openCheckout: OpenCheckout }) {
  const { user, isAuthenticated } = useVar(sessionVar);
  const { orders, loading } = useOrders(isAuthenticated ? user?.id : null);
  const actions = useOrderActions(findProduct, openCheckout);

  if (!isAuthenticated) return <LoginRequired description="Please login to view your orders." />;
  if (loading) {
    return (
      <Container maxW="5xl" py="20">
        <Stack align="center" gap="4" role="status" data-testid="orders-loading">
          <Spinner size="lg" color="brand.600" />
          <Text color="fg.muted">Loading your orders...</Text>
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
      <Flex justify="space-between" align="end" gap="4" mb="6" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>My Orders</Heading>
          <Text color="fg.muted" data-testid="orders-count">{orders.length} {orders.length === 1 ? 'order' : 'orders'}</Text>
        </Stack>
        <Button asChild variant="outline" borderColor="gray.300" size="sm"><RouterLink to={paths.shop}>Continue Shopping</RouterLink></Button>
      </Flex>
      <Stack gap="4" data-testid="orders-list">
        {orders.map((order, i) => (
          <OrderCard key={order.id} order={order} defaultOpen={i === 0} actions={<OrderActions order={order} actions={actions} />} />
        ))}
      </Stack>
    </Container>
  );
}
