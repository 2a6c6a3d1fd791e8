import { useMutation, useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import {
  AdminOffersDocument, type AdminOfferRowFragment, CreateOfferDocument, type DayOfWeek, type OfferInput, type OfferKind, SetOfferActiveDocument, UpdateOfferDocument,
} from '../../../admin-gql/admin-offers/graphql';
import { describeError } from '../../../apollo/links/error-messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatDate } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/field-errors';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';

const DAYS: DayOfWeek[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const short = (d: DayOfWeek) => d[0] + d.slice(1, 3).toLowerCase();

/** What an offer takes off and when, in a line: '20% · from ₹5,000 · Sat, Sun · first order'. */
function rules(o: AdminOfferRowFragment): string {
  const parts = [o.kind === 'PERCENTAGE' ? `${o.value}%` : formatMoney(o.value)];
  if (o.minSubtotal > 0) parts.push(`from ${formatMoney(o.minSubtotal)}`);
  if (o.daysOfWeek?.length) parts.push(o.daysOfWeek.map(short).join(', '));
  if (o.firstOrderOnly) parts.push('first order');
  if (o.usageLimit) parts.push(`${o.usageLimit} uses`);
  if (o.perCustomerLimit) parts.push(`${o.perCustomerLimit} per shopper`);
  return parts.join(' · ');
}

/**
 * Below the md breakpoint a row is a card: a two-column grid (the code beside its uses, then the
 * offer, its end and its buttons across), its cells without the table's rules.
 */
const PHONE_CARD = {
  mdDown: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    columnGap: '0.75rem',
    rowGap: '0.25rem',
    padding: '0.75rem',
    borderWidth: '1px',
    borderRadius: 'l2',
    '& > td': { display: 'block', padding: 0, borderBottomWidth: 0 },
  },
} as const;

interface Draft {
  code: string;
  title: string;
  kind: OfferKind;
  value: string;
  minSubtotal: string;
  firstOrderOnly: boolean;
  days: DayOfWeek[];
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perCustomerLimit: string;
}

const EMPTY: Draft = { code: '', title: '', kind: 'PERCENTAGE', value: '', minSubtotal: '', firstOrderOnly: false, days: [], validFrom: '', validUntil: '', usageLimit: '', perCustomerLimit: '' };

/** A day as the date input holds it (India's calendar day) and back: from its start, until its end. */
const dayOf = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10) : '');
const draftOf = (o: AdminOfferRowFragment): Draft => ({
  code: o.code, title: o.title, kind: o.kind, value: String(o.value), minSubtotal: o.minSubtotal ? String(o.minSubtotal) : '', firstOrderOnly: o.firstOrderOnly,
  days: o.daysOfWeek ?? [], validFrom: dayOf(o.validFrom), validUntil: dayOf(o.validUntil), usageLimit: o.usageLimit ? String(o.usageLimit) : '', perCustomerLimit: o.perCustomerLimit ? String(o.perCustomerLimit) : '',
});
const num = (s: string) => (s.trim() === '' ? null : Number(s));
const inputOf = (d: Draft, active: boolean): OfferInput => ({
  code: d.code, title: d.title, kind: d.kind, value: Number(d.value), minSubtotal: num(d.minSubtotal), firstOrderOnly: d.firstOrderOnly, daysOfWeek: d.days,
  validFrom: d.validFrom ? `${d.validFrom}T00:00:00+05:30` : null, validUntil: d.validUntil ? `${d.validUntil}T23:59:59+05:30` : null,
  active, usageLimit: num(d.usageLimit), perCustomerLimit: num(d.perCustomerLimit),
});

const KINDS = [
  { value: 'PERCENTAGE', label: 'Percentage' },
  { value: 'FIXED', label: 'Fixed amount (₹)' },
] as const;

/** A native checkbox in the console's colour, its label beside it. */
function Tick({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: string }) {
  return (
    <Flex as="label" align="center" gap="1.5" cursor="pointer">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} style={{ width: 16, height: 16, accentColor: 'var(--chakra-colors-gray-900)' }} />
      {children}
    </Flex>
  );
}

/**
 * Create or edit an offer. The server's refusal shows under each field it names (all of them at
 * once), and at the foot only when it names none.
 */
function OfferForm({ offer, onDone }: { offer: AdminOfferRowFragment | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(offer ? draftOf(offer) : EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [create, created] = useMutation(CreateOfferDocument, { refetchQueries: ['AdminOffers'] });
  const [update, updated] = useMutation(UpdateOfferDocument);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    setProblem(null);
    setFields({});
    try {
      if (offer) await update({ variables: { id: offer.id, input: inputOf(draft, offer.active) } });
      else await create({ variables: { input: inputOf(draft, true) } });
      notify.success(`Offer ${draft.code.toUpperCase()} saved`);
      onDone();
    } catch (error) {
      const named = Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, message]) => [field.replace(/^input\./, ''), message]));
      setFields(named);
      const report = describeError(error);
      setProblem(Object.keys(named).length ? null : (report.serverMessage ?? report.message));
    }
  };
  return (
    <Stack as="section" gap="4" p="5" borderWidth="1px" borderRadius="l2" bg="bg" data-testid="offer-form">
      <Heading as="h2" size="md">{offer ? `Edit ${offer.code}` : 'New offer'}</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField label="Code" value={draft.code} onChange={(code) => set({ code })} required error={fields.code} testId="offer-code-input" />
        <TextField label="Title" value={draft.title} onChange={(title) => set({ title })} required error={fields.title} testId="offer-title-input" />
        <SelectField label="Kind" value={draft.kind} onChange={(kind) => set({ kind: kind as OfferKind })} options={KINDS} size="md" error={fields.kind} testId="offer-kind" />
        <TextField label={draft.kind === 'PERCENTAGE' ? 'Percent off' : 'Rupees off'} value={draft.value} onChange={(value) => set({ value })} inputMode="decimal" required error={fields.value} testId="offer-value-input" />
        <TextField label="Minimum subtotal (₹)" value={draft.minSubtotal} onChange={(minSubtotal) => set({ minSubtotal })} inputMode="decimal" error={fields.minSubtotal} />
        <TextField label="Valid from" type="date" value={draft.validFrom} onChange={(validFrom) => set({ validFrom })} error={fields.validFrom} />
        <TextField label="Valid until" type="date" value={draft.validUntil} onChange={(validUntil) => set({ validUntil })} error={fields.validUntil} />
        <TextField label="Uses in all" value={draft.usageLimit} onChange={(usageLimit) => set({ usageLimit })} inputMode="numeric" helper="Empty: no limit" error={fields.usageLimit} />
        <TextField label="Uses per shopper" value={draft.perCustomerLimit} onChange={(perCustomerLimit) => set({ perCustomerLimit })} inputMode="numeric" helper="Empty: no limit" error={fields.perCustomerLimit} />
      </SimpleGrid>
      <Stack as="fieldset" gap="2" fontSize="sm">
        <Text as="legend" fontWeight="medium" mb="2">Days (India's), none ticked: every day</Text>
        <Flex gap="4" wrap="wrap">
          {DAYS.map((d) => (
            <Tick key={d} checked={draft.days.includes(d)} onChange={(on) => set({ days: on ? [...draft.days, d] : draft.days.filter((x) => x !== d) })}>
              {short(d)}
            </Tick>
          ))}
        </Flex>
      </Stack>
      <Box fontSize="sm">
        <Tick checked={draft.firstOrderOnly} onChange={(firstOrderOnly) => set({ firstOrderOnly })}>
          First order only
        </Tick>
      </Box>
      {problem && <Text role="alert" color="red.700" fontSize="sm" data-testid="offer-problem">{problem}</Text>}
      <Flex gap="3">
        <Button onClick={save} loading={created.loading || updated.loading} data-testid="offer-save">Save</Button>
        <Button variant="outline" onClick={onDone}>Cancel</Button>
      </Flex>
    </Stack>
  );
}

/** The admin's offers: each with its rules, dates, whether active and how often used; create, edit, deactivate. */
export function OffersView() {
  const { data, error } = useQuery(AdminOffersDocument, { fetchPolicy: 'cache-and-network' });
  const [setActive] = useMutation(SetOfferActiveDocument);
  const [editing, setEditing] = useState<AdminOfferRowFragment | 'new' | null>(null);
  const toggle = async (o: AdminOfferRowFragment) => {
    try {
      await setActive({ variables: { id: o.id, active: !o.active } });
      notify.success(`Offer ${o.code} ${o.active ? 'deactivated' : 'activated'}`);
    } catch (e) {
      notify.error(describeError(e).message);
    }
  };
  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        Offers
      </Heading>
      {editing ? (
        <OfferForm key={editing === 'new' ? 'new' : editing.id} offer={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Box>
          <Button onClick={() => setEditing('new')} data-testid="offer-new">New offer</Button>
        </Box>
      )}
      {error && <Text color="red.700">{describeError(error).message}</Text>}
      {/* On a phone each offer is a card (the table's rows laid out as grids): code and uses, the offer, its end, its buttons. */}
      <Table.Root size="sm" display={{ base: 'block', md: 'table' }} data-testid="offers-table">
        <Table.Header hideBelow="md">
          <Table.Row>
            <Table.ColumnHeader>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Offer</Table.ColumnHeader>
            <Table.ColumnHeader>Valid until</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Used</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'grid', md: 'table-row-group' }} gap="3">
          {data?.adminOffers.map((o) => (
            // An inactive offer's words are muted; its buttons keep their look, since they work.
            <Table.Row key={o.id} data-testid="offer-row" data-active={o.active} color={o.active ? undefined : 'fg.muted'} css={PHONE_CARD}>
              <Table.Cell fontWeight="semibold">
                {o.code}
                {!o.active && <Badge display="block" w="fit-content" mt="1" colorPalette="gray" data-testid="offer-inactive">Inactive</Badge>}
              </Table.Cell>
              <Table.Cell gridColumn="1 / -1">
                {o.title}
                <Text fontSize="xs" color="fg.muted">{rules(o)}</Text>
              </Table.Cell>
              <Table.Cell gridColumn="1 / -1" fontSize={{ base: 'xs', md: 'sm' }} color={{ base: 'fg.muted', md: 'inherit' }}>
                {o.validUntil ? (
                  <>
                    <Text as="span" hideFrom="md">Valid until </Text>
                    {formatDate(o.validUntil)}
                  </>
                ) : 'No end'}
              </Table.Cell>
              <Table.Cell textAlign="end" gridRow={{ base: '1', md: 'auto' }} gridColumn={{ base: '2', md: 'auto' }} fontSize={{ base: 'xs', md: 'sm' }}>
                <Text as="span" hideFrom="md">Used </Text>
                <span data-testid="offer-used">{o.timesUsed}</span>
              </Table.Cell>
              <Table.Cell gridColumn="1 / -1">
                <Flex gap="2" justify={{ base: 'start', md: 'end' }}>
                  <Button size="xs" variant="outline" onClick={() => setEditing(o)}>Edit</Button>
                  <Button size="xs" variant="outline" onClick={() => toggle(o)} data-testid="offer-toggle">{o.active ? 'Deactivate' : 'Activate'}</Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
