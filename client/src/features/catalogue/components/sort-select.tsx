import { NativeSelect } from '@chakra-ui/react/native-select';
import { memo } from 'react';
import { SORT_OPTIONS, type SortOption } from '../lib/filter-products';

export const SortSelect = memo(function SortSelect({ value, onChange }: { value: SortOption; onChange: (v: SortOption) => void }) {
  return (
    <NativeSelect.Root size="sm" w={{ base: '44', md: '52' }}>
      <NativeSelect.Field aria-label="Sort by" value={value} onChange={(e) => onChange(e.currentTarget.value as SortOption)} bg="bg" data-testid="sort-select">
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
