import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Fragment } from 'react';
import type { StockLevelRowFragment } from '../../../admin-gql/admin-stock/graphql';
import { formatDateTime } from '../../../lib/dates';
import { LOW_STOCK } from '../hooks/use-stock-levels';
import { StockEditForm } from './stock-edit-form';

/** Every column needs ~850 px: narrower screens (a tablet held upright too) get the compact rows. */
const FULL_FROM = 'lg';

interface StockTableProps {
  levels: StockLevelRowFragment[];
  busy: boolean;
  /** The row being edited ('productId/size'), whose form opens under it. */
  editing: string | null;
  onEdit: (key: string | null) => void;
  /** Opens the product's movements; `button` is where focus returns. */
  onMovements: (product: { id: string; name: string }, button: HTMLButtonElement) => void;
}

export const levelKey = (l: Pick<StockLevelRowFragment, 'productId' | 'size'>) => `${l.productId}/${l.size}`;

function Available({ n }: { n: number }) {
  if (n === 0) return <Badge colorPalette="red" variant="subtle">Sold out</Badge>;
  if (n < LOW_STOCK) return <Badge colorPalette="orange" variant="subtle">{n} · low</Badge>;
  return <Text as="span">{n}</Text>;
}

/**
 * Stock per product and size; Edit opens the figure's form in a row under it. Below FULL_FROM (a
 * phone for a stock take in the store room, a tablet held upright) a row fits the screen: the
 * size stands under the product's name instead of in its own column, the time of the last change
 * is left to the movements, and the two buttons stand one above the other. The scroll area is
 * positioned, so that the hidden 'Actions' header (absolutely placed) stays inside it.
 */
export function StockTable({ levels, busy, editing, onEdit, onMovements }: StockTableProps) {
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="md" tabIndex={0} aria-label="Stock table" aria-busy={busy}>
      <Table.Root size="sm" data-testid="stock-table" opacity={busy ? 0.6 : 1}>
        <Table.Caption srOnly>Stock per product and size</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Size</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Available</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Updated</Table.ColumnHeader>
            <Table.ColumnHeader><Text srOnly>Actions</Text></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {levels.map((l) => (
            <Fragment key={levelKey(l)}>
              <Table.Row data-testid="stock-row" data-key={levelKey(l)}>
                {/* Chakra's table keeps cells on one line; on a phone a long name wraps instead. */}
                <Table.Cell minW={{ md: '44' }} whiteSpace={{ base: 'normal', md: 'nowrap' }}>
                  <Text fontWeight="medium">{l.productName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    #{l.productId}
                    <Text as="span" hideFrom={FULL_FROM}>{` · Size ${l.size}`}</Text>
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} whiteSpace="nowrap">{l.size}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="stock-available"><Available n={l.available} /></Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} whiteSpace="nowrap">{formatDateTime(l.updatedAt)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="end" flexDirection={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
                    <Button size="xs" variant="outline" borderColor="gray.300" aria-expanded={editing === levelKey(l)} onClick={() => onEdit(editing === levelKey(l) ? null : levelKey(l))} aria-label={`Edit stock of ${l.productName} in size ${l.size}`} data-testid="stock-edit">
                      Edit
                    </Button>
                    <Button size="xs" variant="ghost" onClick={(e) => onMovements({ id: l.productId, name: l.productName }, e.currentTarget)} aria-haspopup="dialog" aria-label={`Movements of ${l.productName}`} data-testid="stock-movements">
                      Movements
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
              {editing === levelKey(l) && (
                <Table.Row bg="gray.50">
                  <Table.Cell colSpan={5}>
                    {/* Held at the left of the scrolling table, a screen wide: on a phone the whole form shows. */}
                    <Box position="sticky" left="3" maxW={{ base: 'calc(100vw - 4rem)', md: 'none' }}>
                      <StockEditForm level={l} onDone={() => onEdit(null)} />
                    </Box>
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
