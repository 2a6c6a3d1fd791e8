import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatDateTime } from '../../../lib/dates';
import { useStockMovements } from '../hooks/use-stock-movements';

interface MovementsDrawerProps {
  product: { id: string; name: string } | null;
  onClose: () => void;
}

const REASON_LABEL: Record<string, string> = { INITIAL: 'Initial', ORDER: 'Order', CANCEL: 'Cancel', RETURN: 'Return', ADJUSTMENT: 'Adjustment' };

/** The movements of a product's stock, every size, newest first: what changed, why and by whom. */
export function MovementsDrawer({ product, onClose }: MovementsDrawerProps) {
  const { movements, loading, error } = useStockMovements(product?.id ?? null);
  return (
    <Drawer.Root open={!!product} onOpenChange={(e) => !e.open && onClose()} placement="end" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="movements-drawer">
            <Drawer.Header>
              <Drawer.Title fontSize="lg">Movements of {product?.name}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {loading && <Spinner aria-label="Loading movements" />}
              {error && !loading && <Text role="alert" color="red.700">The movements could not be loaded.</Text>}
              {!loading && !error && !movements.length && <Text color="fg.muted">No movements yet.</Text>}
              <Stack as="ol" gap="3" listStyleType="none">
                {movements.map((m) => (
                  <Box as="li" key={m.id} borderBottomWidth="1px" borderColor="gray.200" pb="2" fontSize="sm" data-testid="movement">
                    <Flex justify="space-between" gap="2">
                      <Text fontWeight="semibold">
                        Size {m.size}: {m.delta > 0 ? `+${m.delta}` : m.delta}
                      </Text>
                      <Badge variant="subtle" colorPalette={m.delta < 0 ? 'red' : 'green'}>{REASON_LABEL[m.reason] ?? m.reason}</Badge>
                    </Flex>
                    {m.note && <Text>{m.note}</Text>}
                    <Text color="fg.muted">
                      {formatDateTime(m.createdAt)} · by {m.actor}
                      {m.orderNumber ? ` · ${m.orderNumber}` : ''}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close movements" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
