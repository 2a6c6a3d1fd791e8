import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import type { StockLevelRowFragment, StockReason } from '../../../admin-gql/admin-stock/graphql';
import { type StockChange, useStockEdit } from '../hooks/use-stock-edit';

const MODES = [
  { value: 'set', label: 'Set the figure to' },
  { value: 'adjust', label: 'Add or take off' },
];
const REASONS = [
  { value: 'ADJUSTMENT', label: 'Adjustment' },
  { value: 'RETURN', label: 'Return' },
];
const NOTE_MAX = 200;

/** What the typed figure means, or why it cannot be saved. */
function changeOf(mode: string, figure: string, reason: string, note: string): StockChange | string {
  if (!/^-?\d+$/.test(figure.trim())) return 'Enter a whole number';
  const n = Number(figure);
  if (note.trim().length > NOTE_MAX) return `The note is at most ${NOTE_MAX} characters`;
  if (mode === 'set') return n < 0 || n > 100_000 ? 'The figure is 0 to 100000' : { kind: 'set', quantity: n, note };
  if (n === 0 || Math.abs(n) > 100_000) return 'Add or take off 1 to 100000 units (a minus takes off)';
  return { kind: 'adjust', delta: n, reason: reason as StockReason, note };
}

/** The inline editor of one size's figure: set it, or add/take units with a reason; a note says why. */
export function StockEditForm({ level, onDone }: { level: StockLevelRowFragment; onDone: () => void }) {
  const { save, saving, problem } = useStockEdit(level.productId, level.size);
  const [mode, setMode] = useState('set');
  const [figure, setFigure] = useState(String(level.available));
  const [reason, setReason] = useState('ADJUSTMENT');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const change = changeOf(mode, figure, reason, note);
    setInvalid(typeof change === 'string' ? change : null);
    if (typeof change !== 'string' && (await save(change))) onDone();
  };
  return (
    <form onSubmit={submit} aria-label={`Edit stock of ${level.productName} in size ${level.size}`} data-testid="stock-edit-form">
      <Stack gap="3" py="2">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: mode === 'adjust' ? 4 : 3 }} gap="3" alignItems="start">
          <SelectField label="Change" value={mode} options={MODES} onChange={(v) => { setMode(v); setFigure(v === 'set' ? String(level.available) : ''); }} testId="stock-mode" />
          <Field.Root gap="1.5" invalid={!!invalid}>
            <Field.Label fontSize="sm" fontWeight="medium">{mode === 'set' ? 'New figure' : 'Units (+ adds, - takes off)'}</Field.Label>
            <Input size="sm" borderColor="gray.300" inputMode="numeric" value={figure} onChange={(e) => setFigure(e.currentTarget.value)} data-testid="stock-figure" />
            {invalid && <Field.ErrorText whiteSpace="normal">{invalid}</Field.ErrorText>}
          </Field.Root>
          {mode === 'adjust' && <SelectField label="Reason" value={reason} options={REASONS} onChange={setReason} testId="stock-reason" />}
          <Field.Root gap="1.5">
            <Field.Label fontSize="sm" fontWeight="medium">Note</Field.Label>
            <Input size="sm" borderColor="gray.300" value={note} maxLength={NOTE_MAX} placeholder="Why: stock take, damage, delivery" onChange={(e) => setNote(e.currentTarget.value)} data-testid="stock-note" />
          </Field.Root>
        </SimpleGrid>
        {/* The table keeps its cells on one line: the server's answer, naming the product, wraps inside the form. */}
        {problem && <Text role="alert" color="red.700" fontSize="sm" whiteSpace="normal" overflowWrap="anywhere" data-testid="stock-problem">{problem}</Text>}
        <HStack gap="2">
          <Button type="submit" size="sm" loading={saving} loadingText="Saving..." data-testid="stock-save">Save</Button>
          <Button size="sm" variant="outline" borderColor="gray.300" onClick={onDone}>Cancel</Button>
        </HStack>
      </Stack>
    </form>
  );
}
