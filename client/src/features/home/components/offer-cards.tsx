import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import offers from '../../../content/offers.json';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { activeOffers, type Offer } from '../lib/content';

/** The offer's code (to type at checkout) with a button that copies it (the clipboard's answer says whether it did). */
function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => navigator.clipboard.writeText(code).then(() => setCopied(true), () => setCopied(false));
  return (
    <Flex align="center" gap="2" wrap="wrap" position="relative" fontSize="sm">
      <Text as="span" fontWeight="bold" letterSpacing="wider" px="2" borderWidth="1px" borderStyle="dashed" borderColor="brand.300" borderRadius="sm" title="Use this code at checkout" data-testid="offer-code">
        {code}
      </Text>
      <Button size="2xs" variant="ghost" colorPalette="brand" onClick={copy} aria-label={`Copy code ${code}`} aria-live="polite">
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Flex>
  );
}

function headline(o: Offer): string {
  if (o.type === 'percentage') return `${o.discount}% OFF`;
  return o.discount > 0 ? `${formatMoney(o.discount)} OFF` : 'FREE';
}

/** Special offers: only unexpired active ones, at most 4. */
export function OfferCards({ now }: { now?: Date }) {
  const shown = activeOffers(offers as Offer[], now);
  if (!shown.length) return null;
  return (
    <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '5' }} data-testid="offers">
      {shown.map((o) => (
        <Stack as="li" key={o.id} gap={{ base: '2', md: '3' }} p={{ base: '4', md: '6' }} bg="bg" borderRadius="l2" borderWidth="1px" borderColor="brand.200" position="relative" overflow="hidden">
          <Box position="absolute" top="-6" right="-6" w="20" h="20" rounded="full" bg="brand.subtle" aria-hidden />
          <Text fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" color="brand.fg" position="relative">
            {headline(o)}
          </Text>
          <Text fontWeight="semibold">{o.title}</Text>
          <Text fontSize="sm" color="fg.muted" flex="1">
            {o.description}
          </Text>
          {o.code && <CopyCode code={o.code} />}
          <Text fontSize="xs" color="fg.muted" borderTopWidth="1px" borderStyle="dashed" borderColor="gray.300" pt="3">
            {o.minOrderAmount ? `Min. order ${formatMoney(o.minOrderAmount)} · ` : ''}Valid till {formatDate(o.validUntil)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
