import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDown } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { FaqCategory } from '../../types';
import { ContentBlocks } from '../document/content-blocks';

interface FaqAccordionProps {
  categories: readonly FaqCategory[];
  /** The one open question (an empty list when all are closed). */
  value: string[];
  onChange: (value: string[]) => void;
}

const QUESTION = '[data-testid=faq-question]';

/**
 * Arrows move to the next/previous question across all categories (wrapping), Home and End to
 * the first/last; only while a question has the focus, so an answer's links keep their keys.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as HTMLElement;
  if (!target.matches(QUESTION)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(QUESTION));
  const at = buttons.indexOf(target as HTMLButtonElement);
  if (at < 0) return;
  const last = buttons.length - 1;
  const next = { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[next].focus();
}

/**
 * All questions in one accordion, so only one answer is open at a time (clicking the open one
 * closes it). Plain elements, the WAI-ARIA pattern: each question is an h3 holding its button
 * (aria-expanded, aria-controls), each answer a region labelled by that button and `hidden`
 * while closed (still in the page for find-in-page); Enter and Space toggle, arrows, Home and
 * End move between questions.
 */
export function FaqAccordion({ categories, value, onChange }: FaqAccordionProps) {
  return (
    <Stack gap={{ base: '10', md: '12' }} onKeyDown={moveFocus} data-testid="faq-accordion">
      {categories.map((c) => (
        <Box as="section" key={c.id} id={c.id} aria-labelledby={`faq-${c.id}`} scrollMarginTop="36" data-testid="faq-category">
          <Heading as="h2" id={`faq-${c.id}`} size={{ base: 'xl', md: '2xl' }} mb="4">
            {c.title}
          </Heading>
          <Box bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" css={{ '& > * + *': { borderTopWidth: '1px', borderColor: 'gray.200' } }}>
            {c.entries.map((e) => {
              const open = value.includes(e.id);
              const question = `faq-q-${e.id}`;
              const answer = `faq-a-${e.id}`;
              return (
                <Box key={e.id} overflowAnchor="none" data-testid="faq-item">
                  <Heading as="h3" fontFamily="body" fontSize="md" fontWeight="semibold" letterSpacing="normal" lineHeight="short">
                    <chakra.button
                      type="button"
                      id={question}
                      aria-expanded={open}
                      aria-controls={answer}
                      onClick={() => onChange(open ? [] : [e.id])}
                      display="flex"
                      alignItems="center"
                      gap="3"
                      width="full"
                      textAlign="start"
                      textStyle="lg"
                      fontWeight="medium"
                      borderRadius="l2"
                      outline="0"
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
                      px={{ base: '4', md: '6' }}
                      py="5"
                      cursor="pointer"
                      _hover={{ color: 'brand.fg' }}
                      _expanded={{ color: 'brand.fg' }}
                      data-testid="faq-question"
                    >
                      <Box as="span" flex="1">{e.question}</Box>
                      <Box as="span" color="brand.600" transition="rotate 0.2s" transformOrigin="center" rotate={open ? '180deg' : '0deg'} _icon={{ width: '1.2em', height: '1.2em' }}>
                        <ChevronDown aria-hidden />
                      </Box>
                    </chakra.button>
                  </Heading>
                  <Box role="region" id={answer} aria-labelledby={question} hidden={!open} overflow="hidden" borderRadius="l2" animationName="fade-in" animationDuration="moderate">
                    <Box px={{ base: '4', md: '6' }} pt="0" pb="6" data-testid="faq-answer">
                      <ContentBlocks blocks={e.answer} gap="3" />
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
