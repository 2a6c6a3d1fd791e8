import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { RunningOffer } from '../hooks/use-running-offers';

/** The offer's code (to type at checkout) with a button that copies it (the clipboard's answer says whether it did). */
function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => navigator.clipboard.writeText(code).then(() => setCopied(true), () => setCopied(false));
  // The code and its button stay on one line (the grid gives each card a row on a phone).
  return (
    <Flex align="center" gap="2" fontSize="sm">
      <Text as="span" fontWeight="bold" letterSpacing="wider" px="2" borderWidth="1px" borderStyle="dashed" borderColor="brand.300" borderRadius="sm" title="Use this code at checkout" whiteSpace="nowrap" data-testid="offer-code">
        {code}
      </Text>
      <Button size="2xs" variant="ghost" colorPalette="brand" flexShrink={0} onClick={copy} aria-label={`Copy code ${code}`} aria-live="polite">
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Flex>
  );
}

const headline = (o: RunningOffer): string => (o.kind === 'PERCENTAGE' ? `${o.value}% OFF` : `${formatMoney(o.value)} OFF`);

/** Special offers: the server's offers running now (at most 4), each with its code to copy. */
export function OfferCards({ offers }: { offers: readonly RunningOffer[] }) {
  return (
    // One card a row on a phone: two to a row left ~150 px for a code and its Copy button, which wrapped under WEEKEND10.
    <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '3', md: '5' }} data-testid="offers">
      {offers.map((o) => (
        <Stack as="li" key={o.code} gap={{ base: '2', md: '3' }} p={{ base: '4', md: '6' }} bg="bg" borderRadius="l2" borderWidth="1px" borderColor="brand.200" position="relative" overflow="hidden" data-testid="offer-card">
          <Box position="absolute" top="-6" right="-6" w="20" h="20" rounded="full" bg="brand.subtle" aria-hidden />
          <Text fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" color="brand.fg" position="relative">
            {headline(o)}
          </Text>
          <Text fontWeight="semibold">{o.title}</Text>
          <Text fontSize="sm" color="fg.muted" flex="1" data-testid="offer-terms">
            {o.terms}
          </Text>
          <CopyCode code={o.code} />
          {o.validUntil && (
            <Text fontSize="xs" color="fg.muted" borderTopWidth="1px" borderStyle="dashed" borderColor="gray.300" pt="3">
              Valid till {formatDate(o.validUntil)}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
