import { Stack } from '@chakra-ui/react/stack';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';

/** Same footprint as a product card, so the grid does not jump when products arrive. */
export function ProductCardSkeleton() {
  return (
    <Stack gap="3" aria-hidden data-testid="product-skeleton">
      <Skeleton aspectRatio="4 / 5" w="full" borderRadius="l2" />
      <Skeleton h="3" w="40%" />
      <SkeletonText noOfLines={2} gap="2" />
      <Skeleton h="5" w="30%" />
      <Skeleton h="8" w="full" />
    </Stack>
  );
}
