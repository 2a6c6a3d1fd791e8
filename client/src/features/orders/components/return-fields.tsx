import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import type { RefundToInput, ReturnReason } from '../../../gql/graphql';

/** An enum value in words: PICKED_UP -> 'Picked up'. */
export const words = (v: string) => v[0] + v.slice(1).toLowerCase().replaceAll('_', ' ');
export const REASONS = (['WRONG_SIZE', 'DEFECTIVE', 'NOT_AS_DESCRIBED', 'CHANGED_MIND'] as ReturnReason[]).map((value) => ({ value, label: value === 'CHANGED_MIND' ? 'Changed my mind' : words(value) }));

/** 1 to `n`, as a quantity picker's options. */
export const upTo = (n: number) => Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** A labelled native select (the phone's own picker). */
export function Choice({ label, value, onChange, options, testId }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; testId: string }) {
  return (
    <Field.Root gap="1.5">
      <Field.Label fontSize="sm" fontWeight="medium">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} borderColor="gray.300" data-testid={testId}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * Where a Cash on Delivery order's refund goes: a UPI ID or a bank account. `input` is what the
 * request sends (null for an order paid online); `fields` the controls.
 */
export function useRefundTo(cod: boolean, label = 'Refund to (Cash on Delivery)') {
  const [to, setTo] = useState({ upiId: '', ifsc: '', accountNumber: '', accountName: '' });
  const [bank, setBank] = useState(false);
  const field = (k: keyof typeof to, name: string) => <TextField label={name} value={to[k]} onChange={(v) => setTo({ ...to, [k]: v })} size="sm" required testId={`return-${k}`} />;
  const input: RefundToInput | null = !cod ? null : bank ? { ifsc: to.ifsc, accountNumber: to.accountNumber, accountName: to.accountName } : { upiId: to.upiId };
  const fields = cod && (
    <>
      <Choice label={label} value={bank ? 'bank' : 'upi'} onChange={(v) => setBank(v === 'bank')} options={[{ value: 'upi', label: 'UPI ID' }, { value: 'bank', label: 'Bank account' }]} testId="return-refund-to" />
      {bank ? (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {field('ifsc', 'IFSC')}
          {field('accountNumber', 'Account number')}
          {field('accountName', 'Account holder')}
        </SimpleGrid>
      ) : (
        field('upiId', 'UPI ID')
      )}
    </>
  );
  return { input, fields };
}
