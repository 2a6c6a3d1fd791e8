import { HStack } from '@chakra-ui/react/stack';
import { Box } from '@chakra-ui/react/box';
import type { FaqCategory } from '../../types';

/** Jump links to each category of the FAQ. */
export function FaqTopics({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <HStack as="nav" aria-label="FAQ topics" gap="2" wrap="wrap">
      {categories.map((c) => (
        <Box asChild key={c.id} px="3.5" py="1.5" fontSize="sm" fontWeight="medium" bg="bg" borderWidth="1px" borderColor="gray.300" borderRadius="full" _hover={{ borderColor: 'brand.500', color: 'brand.fg' }}>
          <a href={`#${c.id}`}>{c.title}</a>
        </Box>
      ))}
    </HStack>
  );
}
