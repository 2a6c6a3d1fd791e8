import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Star } from 'lucide-react';
import { PRODUCT_RATING } from '../../../../config/constants';

/** The spec's fixed rating display: 4.8 for every product. */
export function Rating() {
  const full = Math.floor(PRODUCT_RATING);
  return (
    <HStack gap="2">
      <HStack gap="0.5" color="brand.500" role="img" aria-label={`Rated ${PRODUCT_RATING} out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} size={16} fill={i < full ? 'currentColor' : 'none'} aria-hidden />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {PRODUCT_RATING}
      </Text>
    </HStack>
  );
}
