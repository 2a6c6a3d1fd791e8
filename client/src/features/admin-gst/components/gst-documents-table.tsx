import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import type { GstDocumentRowFragment } from '../../../admin-gql/admin-gst/graphql';
import { adminOrderPath } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

interface GstDocumentsTableProps {
  documents: GstDocumentRowFragment[];
  busy: boolean;
  /** Opens the document's print; `button` is where focus returns. */
  onOpen: (doc: GstDocumentRowFragment, button: HTMLButtonElement) => void;
  /** The pointer or focus is on an Open button: its dialog's code may be fetched ahead. */
  onIntent: () => void;
}

const KIND = { INVOICE: 'Invoice', CREDIT_NOTE: 'Credit note' } as const;
const money = (n: number) => (n ? formatMoney(n) : <Text as="span" color="fg.muted">-</Text>);
const END = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
/** Every column needs ~1,180 px: below 1280 px (a phone, a tablet, a small laptop) the compact rows. */
const FULL_FROM = 'xl';
/** A column of the full table only. */
const FULL = { hideBelow: FULL_FROM } as const;

/**
 * The period's documents in series order. From FULL_FROM every GSTR-1 figure has its column,
 * a long buyer's name wrapping in its own; below it a row fits the screen: the number, with its
 * date, order, buyer and status under it, the total and Open beside (the figures are in the
 * document and the CSV).
 */
function OrderLink({ orderNumber }: { orderNumber: string }) {
  return (
    <Link asChild color="gray.900" textDecoration="underline" fontSize="xs">
      <RouterLink to={adminOrderPath(orderNumber)}>{orderNumber}</RouterLink>
    </Link>
  );
}

/** Shown once per row: in its column, or under the number below FULL_FROM (the other is not displayed). */
function Status({ cancelled }: { cancelled: boolean }) {
  return <Badge colorPalette={cancelled ? 'red' : 'green'} data-testid="gst-status">{cancelled ? 'CANCELLED' : 'ISSUED'}</Badge>;
}

export function GstDocumentsTable({ documents, busy, onOpen, onIntent }: GstDocumentsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md" aria-busy={busy} tabIndex={0} aria-label="GST documents table" data-testid="gst-documents-scroll">
      <Table.Root size="sm" stickyHeader data-testid="gst-documents-table" opacity={busy ? 0.6 : 1}>
        <Table.Caption srOnly>Tax invoices then credit notes, each in series order</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader position="sticky" left="0" bg="gray.50" zIndex="1">Number</Table.ColumnHeader>
            <Table.ColumnHeader {...FULL}>Date</Table.ColumnHeader>
            <Table.ColumnHeader {...FULL}>Order</Table.ColumnHeader>
            {/* Two-word headings wrap, so that every column fits at 1280 px. */}
            <Table.ColumnHeader {...FULL} w="28">Buyer, place of supply</Table.ColumnHeader>
            <Table.ColumnHeader {...FULL} textAlign="end" w="20">Taxable value</Table.ColumnHeader>
            <Table.ColumnHeader {...FULL} {...END}>CGST</Table.ColumnHeader>
            <Table.ColumnHeader {...FULL} {...END}>SGST</Table.ColumnHeader>
            <Table.ColumnHeader {...FULL} {...END}>IGST</Table.ColumnHeader>
            <Table.ColumnHeader {...END}>Total</Table.ColumnHeader>
            <Table.ColumnHeader {...FULL}>Status</Table.ColumnHeader>
            <Table.ColumnHeader><Text srOnly>Open</Text></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((d) => (
            <Table.Row key={d.number} data-testid="gst-document-row" data-number={d.number} data-kind={d.kind}>
              {/* The number stays on one line; a credit note's 'of <invoice>' wraps under it, so that the last columns fit at 1366 px. */}
              <Table.Cell position="sticky" left="0" bg="bg" zIndex="1">
                <Text fontFamily="mono" fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">{d.number}</Text>
                <Text fontSize="xs" color="fg.muted" maxW="32" whiteSpace="normal">
                  {KIND[d.kind]}
                  {d.invoiceNumber && ` of ${d.invoiceNumber}`}
                </Text>
                <Stack hideFrom={FULL_FROM} gap="1" mt="1" align="start" whiteSpace="normal" fontSize="xs">
                  <Text color="fg.muted">
                    {formatDate(d.issuedAt)} · <OrderLink orderNumber={d.orderNumber} />
                  </Text>
                  <Text overflowWrap="anywhere">
                    {d.buyerName} <Text as="span" color="fg.muted">· {d.placeOfSupply}</Text>
                  </Text>
                  <Status cancelled={d.cancelled} />
                </Stack>
              </Table.Cell>
              <Table.Cell {...FULL} whiteSpace="nowrap">{formatDate(d.issuedAt)}</Table.Cell>
              <Table.Cell {...FULL} whiteSpace="nowrap">
                <OrderLink orderNumber={d.orderNumber} />
              </Table.Cell>
              {/* A long name wraps (Chakra's table keeps cells on one line) rather than widen the table past the screen. */}
              <Table.Cell {...FULL} minW="32" whiteSpace="normal">
                <Text overflowWrap="anywhere">{d.buyerName}</Text>
                <Text fontSize="xs" color="fg.muted" data-testid="gst-place">{d.placeOfSupply}</Text>
              </Table.Cell>
              <Table.Cell {...FULL} {...END}>{formatMoney(d.taxableValue)}</Table.Cell>
              <Table.Cell {...FULL} {...END}>{money(d.cgst)}</Table.Cell>
              <Table.Cell {...FULL} {...END}>{money(d.sgst)}</Table.Cell>
              <Table.Cell {...FULL} {...END}>{money(d.igst)}</Table.Cell>
              <Table.Cell {...END} fontWeight="semibold">{formatMoney(d.total)}</Table.Cell>
              <Table.Cell {...FULL}>
                <Status cancelled={d.cancelled} />
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" borderColor="gray.300" aria-haspopup="dialog" aria-label={`Open ${KIND[d.kind].toLowerCase()} ${d.number}`} onClick={(e) => onOpen(d, e.currentTarget)} onPointerEnter={onIntent} onFocus={onIntent} data-testid="gst-open">
                  Open
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
