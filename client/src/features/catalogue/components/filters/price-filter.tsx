import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../lib/money';
import { priceInputProblem, resolvePriceRange } from '../../lib/filter-products';

interface PriceFilterProps {
  value?: [number, number];
  range: { min: number; max: number };
  onApply: (range: [number, number] | undefined) => void;
}

/**
 * Min and max in rupees; an empty or zero box falls back to the catalogue's own bound. A
 * negative price is refused with a message at its box, and nothing is applied.
 */
export function PriceFilter({ value, range, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(value ? String(value[0]) : '');
  const [max, setMax] = useState(value ? String(value[1]) : '');
  const [problem, setProblem] = useState<ReturnType<typeof priceInputProblem>>(null);
  const messageId = useId();

  useEffect(() => {
    setMin(value ? String(value[0]) : '');
    setMax(value ? String(value[1]) : '');
    setProblem(null);
  }, [value]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const refused = priceInputProblem(min, max);
    setProblem(refused);
    if (refused) return;
    const next = resolvePriceRange(min, max, range);
    // The whole catalogue range is no filter at all.
    onApply(next[0] <= range.min && next[1] >= range.max ? undefined : next);
  };

  const box = (field: 'min' | 'max') => ({
    'aria-invalid': problem?.field === field || undefined,
    'aria-describedby': problem?.field === field ? messageId : undefined,
    borderColor: problem?.field === field ? 'red.600' : undefined,
    onChange: (e: { target: { value: string } }) => {
      (field === 'min' ? setMin : setMax)(e.target.value);
      if (problem?.field === field) setProblem(null);
    },
  });

  return (
    // noValidate: the message below says what is wrong, in the shop's words, where it stays.
    <Stack asChild gap="2">
      <form onSubmit={apply} noValidate>
        <HStack gap="2">
          <Input type="number" inputMode="numeric" min={0} size="sm" value={min} placeholder="Min ₹" aria-label="Minimum price" bg="bg" data-testid="price-min" {...box('min')} />
          <Text color="fg.muted" aria-hidden>–</Text>
          <Input type="number" inputMode="numeric" min={0} size="sm" value={max} placeholder="Max ₹" aria-label="Maximum price" bg="bg" data-testid="price-max" {...box('max')} />
        </HStack>
        {problem && (
          <Text id={messageId} role="alert" fontSize="xs" color="red.700" data-testid="price-error">
            {problem.message}
          </Text>
        )}
        <HStack justify="space-between">
          <Text fontSize="xs" color="fg.muted">
            {formatMoney(range.min)} – {formatMoney(range.max)}
          </Text>
          <Button type="submit" size="xs" variant="outline" borderColor="gray.300">
            Apply
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
