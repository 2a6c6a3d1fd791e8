import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AboutContent } from '../../types';

export function AboutFigures({ figures }: { figures: AboutContent['figures'] }) {
  return (
    <Box as="section" aria-labelledby="figures-title" bg="brand.900" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="figures-title" size="md" fontFamily="body" fontWeight="semibold" letterSpacing="0.16em" textTransform="uppercase" color="brand.200" textAlign="center" mb={{ base: '8', md: '10' }}>
          {figures.title}
        </Heading>
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, md: 4 }} gap={{ base: '8', md: '6' }}>
          {figures.items.map((f) => (
            <Stack as="li" key={f.label} gap="1" textAlign="center" data-testid="about-figure">
              <Text fontFamily="heading" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="semibold" lineHeight="1.1">{f.value}</Text>
              <Text fontSize="sm" color="brand.100">{f.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
