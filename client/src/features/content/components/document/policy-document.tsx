import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useHashScroll } from '../../hooks/use-hash-scroll';
import { longDate } from '../../../../lib/figures';
import { slugify } from '../../lib/inline';
import type { ContentDocument } from '../../types';
import { HelpCard } from '../help-card';
import { DocumentSection } from './document-section';
import { DocumentToc } from './document-toc';
import { MobileToc } from './mobile-toc';
import { Highlights } from './highlights';
import { PageHeader } from './page-header';
import { RelatedPolicies } from './related-policies';

/** A policy page: header, key figures, a table of contents beside the sections, then the way onward. */
export function PolicyDocument({ doc, path }: { doc: ContentDocument; path: string }) {
  useHashScroll();
  const sections = doc.sections.map((section, i) => ({
    section,
    id: slugify(section.title),
    label: doc.numbered ? `${i + 1}. ${section.title}` : section.title,
  }));
  const toc = sections.map(({ id, label }) => ({ id, label }));
  return (
    <>
      <PageHeader eyebrow={doc.eyebrow} title={doc.title} summary={doc.summary}>
        {doc.lastUpdated && (
          <Text fontSize="sm" color="gray.700" fontWeight="medium" data-testid="last-updated">
            Last updated {longDate(doc.lastUpdated)}
          </Text>
        )}
      </PageHeader>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        {doc.highlights && (
          <Box mb={{ base: '10', md: '14' }}>
            <Highlights items={doc.highlights} label="At a glance" />
          </Box>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }} gap={{ base: '0', lg: '16' }} alignItems="start">
          <Box hideBelow="lg" position="sticky" top="36">
            <DocumentToc entries={toc} />
          </Box>
          <Box hideFrom="lg" mb="10">
            <MobileToc entries={toc} />
          </Box>
          <Stack as="article" aria-label={doc.title} gap={{ base: '10', md: '12' }} maxW="3xl">
            {sections.map(({ section, id, label }) => (
              <DocumentSection key={id} id={id} label={label} section={section} />
            ))}
          </Stack>
        </Grid>
        <Stack gap={{ base: '12', md: '16' }} mt={{ base: '14', md: '20' }}>
          <RelatedPolicies current={path} />
          <HelpCard />
        </Stack>
      </Container>
    </>
  );
}
