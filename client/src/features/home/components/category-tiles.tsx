import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { SmartImage } from '../../../components/smart-image';
import { shopPath } from '../../../config/paths';

interface CategoryTilesProps {
  categories: string[];
  loading?: boolean;
  format: (category: string) => string;
}

/** Shop by category: one tile per category, its art at /images/categories/{category}.svg. */
export function CategoryTiles({ categories, loading, format }: CategoryTilesProps) {
  return (
    <SimpleGrid as="ul" listStyle="none" columns={{ base: 3, md: 4, lg: 6 }} gap={{ base: '3', md: '5' }} rowGap={{ base: '5', md: '8' }}>
      {loading
        ? Array.from({ length: 12 }, (_, i) => (
            <li key={i}>
              <Skeleton aspectRatio="1" borderRadius="l2" />
              <Skeleton h="5" w="60%" mx="auto" mt="3" />
            </li>
          ))
        : categories.map((c) => (
            <li key={c}>
              <Box asChild display="block" className="group" textAlign="center">
                <RouterLink to={shopPath({ category: c })} data-testid="category-tile">
                  <Box borderRadius="l2" overflow="hidden" bg="bg.sand">
                    <SmartImage src={`/images/categories/${c}.svg`} alt="" width={400} height={400} w="full" h="auto" aspectRatio="1" transition="transform .5s" _groupHover={{ transform: 'scale(1.05)' }} />
                  </Box>
                  <Text mt="3" fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }} _groupHover={{ color: 'brand.fg' }}>
                    {format(c)}
                  </Text>
                </RouterLink>
              </Box>
            </li>
          ))}
    </SimpleGrid>
  );
}
