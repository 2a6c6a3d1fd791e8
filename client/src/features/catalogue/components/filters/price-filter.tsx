import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState, type FormEvent } from 'react';
import { formatPrice } from '../../../../lib/money';
import { resolvePriceRange } from '../../lib/filter-products';

interface PriceFilterProps {
  value?: [number, number];
  range: { min: number; max: number };
  onApply: (range: [number, number] | undefined) => void;
}

/** Min and max in rupees; an empty or zero box falls back to the catalogue's own bound. */
export function PriceFilter({ value, range, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(value ? String(value[0]) : '');
  const [max, setMax] = useState(value ? String(value[1]) : '');

  useEffect(() => {
    setMin(value ? String(value[0]) : '');
    setMax(value ? String(value[1]) : '');
  }, [value]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = resolvePriceRange(min, max, range);
    // The whole catalogue range is no filter at all.
    onApply(next[0] <= range.min && next[1] >= range.max ? undefined : next);
  };

  return (
    <Stack as="form" onSubmit={apply} gap="2">
      <HStack gap="2">
        <Input type="number" inputMode="numeric" min={0} size="sm" value={min} onChange={(e) => setMin(e.target.value)} placeholder="Min ₹" aria-label="Minimum price" bg="bg" data-testid="price-min" />
        <Text color="fg.muted" aria-hidden>–</Text>
        <Input type="number" inputMode="numeric" min={0} size="sm" value={max} onChange={(e) => setMax(e.target.value)} placeholder="Max ₹" aria-label="Maximum price" bg="bg" data-testid="price-max" />
      </HStack>
      <HStack justify="space-between">
        <Text fontSize="xs" color="fg.muted">
          {formatPrice(range.min)} – {formatPrice(range.max)}
        </Text>
        <Button type="submit" size="xs" variant="outline" borderColor="gray.300">
          Apply
        </Button>
      </HStack>
    </Stack>
  );
}
