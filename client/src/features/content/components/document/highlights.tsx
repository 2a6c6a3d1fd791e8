import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Highlight } from '../../types';

/** Key figures at a glance, each from the shared policy constants. */
export function Highlights({ items, label }: { items: readonly Highlight[]; label: string }) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyle="none" columns={{ base: 2, md: items.length }} gap={{ base: '3', md: '4' }}>
      {items.map((h) => (
        <Stack as="li" key={h.label} gap="1" bg="bg" p={{ base: '4', md: '5' }} borderWidth="1px" borderColor="gray.200" borderRadius="l2" data-testid="highlight">
          <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" color="brand.fg" lineHeight="1.2">
            {h.value}
          </Text>
          <Text fontSize="sm" color="fg.muted">{h.label}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
