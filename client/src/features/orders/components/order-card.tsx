import { Box } from '@chakra-ui/react/box';
import { useState, type ReactNode } from 'react';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { OrderDetails } from './order-details';
import { OrderHeader } from './order-header';

interface OrderCardProps {
  order: OrderFieldsFragment;
  defaultOpen?: boolean;
  actions: ReactNode;
}

/** One order as a collapsible card (a disclosure: a heading button and the region it controls). */
export function OrderCard({ order, defaultOpen = false, actions }: OrderCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = `order-${order.id}`;
  return (
    <Box as="article" scrollMarginTop={{ base: '32', md: '36' }} bg="bg" borderWidth="1px" borderColor={open ? 'gray.400' : 'gray.200'} borderRadius="l2" overflow="hidden" transition="border-color .15s" data-testid="order-card" data-order-number={order.orderNumber} data-status={order.status.toLowerCase()}>
      <OrderHeader order={order} open={open} onToggle={() => setOpen((o) => !o)} regionId={regionId} />
      <Box id={regionId} role="region" aria-label={`Order ${order.orderNumber} details`} hidden={!open}>
        {open && <OrderDetails order={order} actions={actions} />}
      </Box>
    </Box>
  );
}
