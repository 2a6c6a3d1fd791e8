import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { COUNTRIES } from '../lib/profile-form';

export function CountrySelect({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <Field.Root invalid={!!error} gap="1.5">
      <Field.Label fontSize="sm" fontWeight="medium">Country</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="country-name" borderColor="gray.300" bg="bg" data-testid="profile-country">
          {COUNTRIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
