import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import type { Section } from '../../types';
import { ContentBlocks } from './content-blocks';

/** One h2 section of a policy, with its h3 subsections; the anchor clears the sticky header. */
export function DocumentSection({ id, label, section }: { id: string; label: string; section: Section }) {
  return (
    <Box as="section" aria-labelledby={id} scrollMarginTop="36" data-testid="policy-section">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} mb="4">
        {label}
      </Heading>
      {section.blocks.length > 0 && <ContentBlocks blocks={section.blocks} />}
      {section.subsections?.map((sub) => (
        <Box key={sub.title} mt="6">
          <Heading as="h3" size="md" fontFamily="body" fontWeight="semibold" mb="3">
            {sub.title}
          </Heading>
          <ContentBlocks blocks={sub.blocks} />
        </Box>
      ))}
    </Box>
  );
}
