import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Download, FileText } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { type GstDocumentKind, type GstDocumentRowFragment, GstDocumentsCsvDocument, GstDocumentsDocument } from '../../../admin-gql/admin-gst/graphql';
import { PagedList } from '../../../components/paged-list';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatDate, startOfIndianDay } from '../../../lib/dates';
import { useChosenDialog } from '../../../lib/lazy-dialog';
import { notify } from '../../../lib/notify';
import { preloadable } from '../../../lib/preloadable';
import { downloadText } from '../lib/download';
import { financialYearLabel, financialYearMonths, indiaToday, type Period } from '../lib/period';
import { GstDocumentsTable } from './gst-documents-table';

const PAGE_SIZE = 25;
/** The document's dialog comes with its own chunk on first Open (hovering Open fetches it ahead). */
const documentDialog = preloadable(() => import('./document-dialog'));
const CUSTOM = 'custom';
const KIND_OPTIONS = [
  { value: 'INVOICE', label: 'Tax invoices' },
  { value: 'CREDIT_NOTE', label: 'Credit notes' },
];

/** The server's word on a field of the period (BAD_USER_INPUT names from or to), else its message. */
function periodError(error: unknown): { field: string | null; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const e = error.errors[0];
  const field = (e.extensions?.errors as { field: string; message: string }[] | undefined)?.[0];
  return e.extensions?.code === 'BAD_USER_INPUT' ? { field: field?.field ?? null, message: field?.message ?? e.message } : null;
}

/**
 * /admin/gst: the tax invoices and credit notes issued in a period (a month of the financial
 * year, or any dates), by kind, a page at a time; each opens as its stored document; Export CSV
 * downloads the period's GSTR-1 rows (the server's export).
 */
export function GstDocumentsView() {
  const today = indiaToday();
  const months = useMemo(() => financialYearMonths(today), [today]);
  const [month, setMonth] = useState(months[0].value);
  const [period, setPeriod] = useState<Period>(months[0].period);
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const client = useApolloClient();
  const { chosen, open, setOpen, trigger, show } = useChosenDialog<GstDocumentRowFragment>();
  const filter = { from: period.from, to: period.to, kind: (kind || null) as GstDocumentKind | null };
  const { data, previousData, loading, error } = useQuery(GstDocumentsDocument, {
    variables: { ...filter, page, pageSize: PAGE_SIZE },
    skip: !period.from || !period.to,
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const bad = periodError(error);
  const answer = bad ? undefined : (data ?? previousData)?.gstDocuments;

  const pickMonth = (value: string) => {
    setMonth(value);
    const m = months.find((x) => x.value === value);
    if (m) setPeriod(m.period);
    setPage(1);
  };
  const pickDay = (edge: keyof Period, value: string) => {
    setPeriod((p) => ({ ...p, [edge]: value }));
    const picked = { ...period, [edge]: value };
    const m = months.find((x) => x.period.from === picked.from && x.period.to === picked.to);
    setMonth(m?.value ?? CUSTOM);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: csv } = await client.query({ query: GstDocumentsCsvDocument, variables: filter, fetchPolicy: 'no-cache', context: { silent: true } });
      if (!csv) throw new Error('No CSV');
      downloadText(csv.gstDocuments.csvFileName, csv.gstDocuments.csv);
      notify.success('GSTR-1 CSV downloaded');
    } catch (err) {
      notify.error(periodError(err)?.message ?? 'The CSV could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  const periodWords = period.from && period.to ? `${formatDate(startOfIndianDay(period.from))} - ${formatDate(startOfIndianDay(period.to))}` : '';
  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ base: 'start', sm: 'end' }} gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>GST documents</Heading>
          <Text fontSize="sm" color="fg.muted">Tax invoices and credit notes issued in a period, {financialYearLabel(period.from || today)}</Text>
        </Stack>
        <Button size="sm" onClick={() => void exportCsv()} loading={exporting} disabled={!!bad || !answer?.total} data-testid="gst-export">
          <Download /> Export CSV
        </Button>
      </Flex>
      <Box as="section" aria-label="Period and kind" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: '14rem 10rem 10rem 12rem' }} gap="3" alignItems="start">
        <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
          <SelectField label="Month" value={month} onChange={pickMonth} options={[...months.map((m) => ({ value: m.value, label: m.label })), ...(month === CUSTOM ? [{ value: CUSTOM, label: 'Chosen dates' }] : [])]} testId="gst-month" />
        </Box>
        <TextField label="From" type="date" size="sm" value={period.from} max={today} onChange={(v) => pickDay('from', v)} error={bad && bad.field !== 'to' ? bad.message : null} testId="gst-from" />
        <TextField label="To" type="date" size="sm" value={period.to} onChange={(v) => pickDay('to', v)} error={bad?.field === 'to' ? bad.message : null} testId="gst-to" />
        <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
          <SelectField label="Kind" value={kind} onChange={(v) => (setKind(v), setPage(1))} placeholder="All documents" options={KIND_OPTIONS} testId="gst-kind" />
        </Box>
      </Box>
      {answer && (
        <Text fontSize="sm" color="fg.muted" data-testid="gst-summary">
          {periodWords}: {answer.total} {answer.total === 1 ? 'document' : 'documents'}
        </Text>
      )}
      {!bad && (
        <PagedList
          page={answer && { items: answer.documents, total: answer.total, page: answer.page }}
          loading={loading}
          error={error}
          what="GST documents"
          noun="documents"
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={{ icon: <FileText size={30} />, title: 'No documents in this period', description: 'No tax invoice or credit note was issued between these dates.' }}
        >
          {(docs) => <GstDocumentsTable documents={docs} busy={loading} onOpen={show} onIntent={documentDialog.preload} />}
        </PagedList>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <documentDialog.Component number={chosen.number} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </Stack>
  );
}
