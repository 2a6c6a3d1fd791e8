import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMemo, useRef, useState } from 'react';
import { useHashScroll } from '../../hooks/use-hash-scroll';
import { useContent } from '../../lib/content-texts';
import { countEntries, normalise, searchFaq } from '../../lib/faq-search';
import { DocumentToc } from '../document/document-toc';
import { PageHeader } from '../document/page-header';
import { HelpCard } from '../help-card';
import { FaqAccordion } from './faq-accordion';
import { FaqNoResults } from './faq-no-results';
import { FaqSearch } from './faq-search';
import { FaqTopics } from './faq-topics';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /faq: search over questions and answers, six categories, one answer open at a time. */
export function FaqView() {
  const faqCategories = useContent('faq');
  useHashScroll();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const search = useRef<HTMLInputElement>(null);
  const results = useMemo(() => searchFaq(faqCategories, query), [faqCategories, query]);
  const searching = normalise(query) !== '';
  const found = countEntries(results);

  const clear = () => {
    setQuery('');
    search.current?.focus();
  };

  return (
    <>
      <PageHeader eyebrow="Help Centre" title="Frequently Asked Questions" summary="Quick answers about orders, payment, delivery, returns and your account. Type a word or two to find yours.">
        <FaqSearch ref={search} value={query} onChange={setQuery} />
      </PageHeader>
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }} gap={{ base: '0', lg: '16' }} alignItems="start">
          <Box hideBelow="lg" position="sticky" top="36" pt="10">
            {!searching && <DocumentToc label="FAQ topics" entries={results.map((c) => ({ id: c.id, label: c.title }))} />}
          </Box>
          <Stack gap="8" maxW="3xl">
            <Stack gap="4">
              <Text role="status" fontSize="sm" color="fg.muted" data-testid="faq-status">
                {searching
                  ? `${plural(found, 'question', 'questions')} found for “${query.trim()}”`
                  : `${plural(found, 'question', 'questions')} in ${plural(results.length, 'topic', 'topics')}`}
              </Text>
              {!searching && (
                <Box hideFrom="lg">
                  <FaqTopics categories={results} />
                </Box>
              )}
            </Stack>
            {searching && found === 0 ? (
              <Box bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2">
                <FaqNoResults query={query} onClear={clear} />
              </Box>
            ) : (
              <FaqAccordion categories={results} value={open} onChange={setOpen} />
            )}
          </Stack>
        </Grid>
        <Box mt={{ base: '12', md: '16' }}>
          <HelpCard />
        </Box>
      </Container>
    </>
  );
}
