import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PanelDrawer } from '../../../components/panel-drawer';
import { formatDateTime } from '../../../lib/dates';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';
import { useStockMovements } from '../hooks/use-stock-movements';

type MovementsDrawerProps = LazyDialogProps & {
  product: { id: string; name: string } | null;
};

const REASON_LABEL: Record<string, string> = { INITIAL: 'Initial', ORDER: 'Order', CANCEL: 'Cancel', RETURN: 'Return', ADJUSTMENT: 'Adjustment' };

/**
 * The movements of a product's stock, every size, newest first: what changed, why and by whom.
 * `trigger` is the Movements button it was opened from, where focus returns.
 */
export function MovementsDrawer({ product, open, onOpenChange, trigger }: MovementsDrawerProps) {
  const { movements, loading, error } = useStockMovements(open ? (product?.id ?? null) : null);
  return (
    <PanelDrawer open={open && !!product} onOpenChange={onOpenChange} trigger={trigger} placement="end" size="sm" title={`Movements of ${product?.name ?? ''}`} closeLabel="Close movements" ruled testId="movements-drawer">
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
    </PanelDrawer>
  );
}
