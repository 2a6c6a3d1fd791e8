import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The choice that means 'any' (value ''). */
  placeholder?: string;
  /** Shown under the field and marks it invalid. */
  error?: string | null;
  required?: boolean;
  /** Small in the filter bars, the forms' size in a dialog. */
  size?: 'sm' | 'md';
  testId?: string;
}

/** A labelled native select (Chakra's Field and NativeSelect): the phone's own picker on phones. */
export function SelectField({ label, value, onChange, options, placeholder, error, required, size = 'sm', testId }: SelectFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} gap="1.5">
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} borderColor="gray.300" data-testid={testId}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
