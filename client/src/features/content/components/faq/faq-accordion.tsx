import { Accordion } from '@chakra-ui/react/accordion';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { ChevronDown } from 'lucide-react';
import type { FaqCategory } from '../../types';
import { ContentBlocks } from '../document/content-blocks';

interface FaqAccordionProps {
  categories: readonly FaqCategory[];
  /** The one open question (an empty list when all are closed). */
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * All questions in one accordion, so only one answer is open at a time. Each question is an
 * h3 holding its button (the WAI-ARIA pattern); arrows, Home and End move between questions.
 */
export function FaqAccordion({ categories, value, onChange }: FaqAccordionProps) {
  return (
    <Accordion.Root collapsible value={value} onValueChange={(e) => onChange(e.value)} size="lg" variant="plain" data-testid="faq-accordion">
      <Stack gap={{ base: '10', md: '12' }}>
        {categories.map((c) => (
          <Box as="section" key={c.id} id={c.id} aria-labelledby={`faq-${c.id}`} scrollMarginTop="36" data-testid="faq-category">
            <Heading as="h2" id={`faq-${c.id}`} size={{ base: 'xl', md: '2xl' }} mb="4">
              {c.title}
            </Heading>
            <Box bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" css={{ '& > * + *': { borderTopWidth: '1px', borderColor: 'gray.200' } }}>
              {c.entries.map((e) => (
                <Accordion.Item key={e.id} value={e.id} data-testid="faq-item">
                  <Heading as="h3" fontFamily="body" fontSize="md" fontWeight="semibold" letterSpacing="normal" lineHeight="short">
                    <Accordion.ItemTrigger px={{ base: '4', md: '6' }} py="5" cursor="pointer" _hover={{ color: 'brand.fg' }} _open={{ color: 'brand.fg' }} data-testid="faq-question">
                      <Box as="span" flex="1">{e.question}</Box>
                      <Accordion.ItemIndicator color="brand.600">
                        <ChevronDown aria-hidden />
                      </Accordion.ItemIndicator>
                    </Accordion.ItemTrigger>
                  </Heading>
                  <Accordion.ItemContent>
                    <Accordion.ItemBody px={{ base: '4', md: '6' }} pt="0" pb="6" data-testid="faq-answer">
                      <ContentBlocks blocks={e.answer} gap="3" />
                    </Accordion.ItemBody>
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Accordion.Root>
  );
}
