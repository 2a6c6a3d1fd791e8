import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface TocEntry {
  id: string;
  label: string;
}

/** 'On this page': in-page links to each section (plain anchors, so the browser scrolls). */
export function DocumentToc({ entries, label = 'On this page' }: { entries: readonly TocEntry[]; label?: string }) {
  return (
    <Box as="nav" aria-label={label} fontSize="sm">
      <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="fg.muted" mb="3">
        {label}
      </Text>
      <Stack as="ol" listStyle="none" gap="0" borderStartWidth="1px" borderColor="gray.300">
        {entries.map((e) => (
          <li key={e.id}>
            <Box asChild display="block" ps="4" py="1.5" ms="-1px" borderStartWidth="2px" borderColor="transparent" color="gray.700" _hover={{ color: 'brand.fg', borderColor: 'brand.500' }}>
              <a href={`#${e.id}`}>{e.label}</a>
            </Box>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
