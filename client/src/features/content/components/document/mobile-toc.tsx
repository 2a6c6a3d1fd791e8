import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { ChevronDown } from 'lucide-react';
import type { TocEntry } from './document-toc';

/** Phones: the table of contents folded into a disclosure (native details, so keys work as usual). */
export function MobileToc({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <Box as="details" bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" fontSize="sm" css={{ '&[open] .toc-chevron': { transform: 'rotate(180deg)' }, '& summary::-webkit-details-marker': { display: 'none' } }}>
      <Box as="summary" display="flex" alignItems="center" justifyContent="space-between" px="4" py="3" cursor="pointer" fontWeight="semibold" listStyle="none">
        On this page
        <Box as="span" className="toc-chevron" color="brand.600" transition="transform 0.2s" aria-hidden><ChevronDown size={18} /></Box>
      </Box>
      <Stack as="nav" aria-label="Sections" gap="0" px="4" pb="3">
        <Stack as="ol" listStyle="none" gap="0">
          {entries.map((e) => (
            <li key={e.id}>
              <Box asChild display="block" py="2" color="gray.700" borderTopWidth="1px" borderColor="gray.100">
                <a href={`#${e.id}`}>{e.label}</a>
              </Box>
            </li>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
