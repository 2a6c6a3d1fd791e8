import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Star } from 'lucide-react';
import { PRODUCT_RATING } from '../../../../config/constants';

const STAR = 16;
const GAP = 2;
const stars = (fill: string) => Array.from({ length: 5 }, (_, i) => <Star key={i} size={STAR} fill={fill} aria-hidden style={{ flexShrink: 0 }} />);

/** The spec's fixed rating display: 4.8 for every product, drawn as 4.8 stars (the fifth filled to 0.8). */
export function Rating() {
  const full = Math.floor(PRODUCT_RATING);
  const filled = full * (STAR + GAP) + (PRODUCT_RATING - full) * STAR;
  return (
    <HStack gap="2">
      <Box position="relative" color="brand.500" role="img" aria-label={`Rated ${PRODUCT_RATING} out of 5`}>
        <HStack gap={`${GAP}px`}>{stars('none')}</HStack>
        <HStack gap={`${GAP}px`} position="absolute" inset="0" overflow="hidden" style={{ width: filled }} data-testid="rating-filled">
          {stars('currentColor')}
        </HStack>
      </Box>
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {PRODUCT_RATING}
      </Text>
    </HStack>
  );
}
