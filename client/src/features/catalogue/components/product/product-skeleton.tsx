import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';

/** The product page's shape while the catalogue loads. */
export function ProductSkeleton() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} aria-busy="true" aria-label="Loading product">
      <Skeleton h="4" w="48" mb={{ base: '4', md: '8' }} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10', lg: '16' }}>
        <Skeleton aspectRatio="4 / 5" borderRadius="l2" />
        <Stack gap="5">
          <Skeleton h="3" w="24" />
          <Skeleton h="10" w="80%" />
          <Skeleton h="8" w="32" />
          <SkeletonText noOfLines={4} />
          <Skeleton h="11" w="60%" />
          <Skeleton h="12" w="full" />
        </Stack>
      </Grid>
    </Container>
  );
}
