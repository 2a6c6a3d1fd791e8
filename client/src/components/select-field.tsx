import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The choice that means 'any' (value ''). */
  placeholder?: string;
  testId?: string;
}

/** A labelled native select (Chakra's Field and NativeSelect): the phone's own picker on phones. */
export function SelectField({ label, value, onChange, options, placeholder, testId }: SelectFieldProps) {
  return (
    <Field.Root gap="1.5">
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
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
    </Field.Root>
  );
}
