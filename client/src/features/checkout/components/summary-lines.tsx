import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CartLine } from '../../../apollo/vars/cart';
import { SmartImage } from '../../../components/smart-image';
import { formatMoney } from '../../../lib/money';
import type { Quote } from '../lib/order-input';
import { NoFigure } from './summary-totals';

/** The cart's lines priced by the server's quote; without it, their prices are placeholders. */
export function SummaryLines({ items, quote, failed }: { items: CartLine[]; quote: Quote | null; failed: boolean }) {
  return (
    <Stack as="ul" listStyle="none" gap="4" maxH={{ lg: '72' }} overflowY={{ lg: 'auto' }} pe={{ lg: '1' }}>
      {items.map((l) => {
        const q = quote?.lines.find((x) => x.productId === l.product.id && x.size === l.size);
        return (
          <Flex as="li" key={`${l.product.id}|${l.size}`} gap="3" align="start" data-testid="summary-line">
            <Box position="relative" flexShrink={0} w="14" bg="bg.sand" borderRadius="l1" overflow="hidden">
              <SmartImage src={l.product.image} alt="" width={112} height={140} w="full" h="auto" aspectRatio="4 / 5" />
              <Box position="absolute" top="-1" right="-1" minW="5" h="5" px="1" rounded="full" bg="gray.700" color="white" fontSize="2xs" fontWeight="bold" lineHeight="20px" textAlign="center" aria-hidden>
                {l.quantity}
              </Box>
            </Box>
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontSize="sm" fontWeight="medium" lineClamp={2}>{l.product.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                Size: {l.size} · Qty: {l.quantity}{q?.unitPrice != null && ` · ${formatMoney(q.unitPrice)} each`}
              </Text>
              {q?.problem && <Text fontSize="xs" color="red.700" role="alert">{q.problem}</Text>}
            </Stack>
            {q?.lineTotal != null ? (
              <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap" data-testid="summary-line-total">{formatMoney(q.lineTotal)}</Text>
            ) : (
              !quote && <NoFigure failed={failed} w="16" />
            )}
          </Flex>
        );
      })}
    </Stack>
  );
}
