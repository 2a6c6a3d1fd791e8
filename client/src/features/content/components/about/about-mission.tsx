import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AboutContent } from '../../types';

export function AboutMission({ mission }: { mission: AboutContent['mission'] }) {
  return (
    <Grid as="section" aria-labelledby="mission-title" templateColumns={{ base: '1fr', lg: '5fr 6fr' }} gap={{ base: '6', lg: '16' }} alignItems="start">
      <Stack gap="4">
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.16em" textTransform="uppercase" color="brand.fg">{mission.eyebrow}</Text>
        <Heading as="h2" id="mission-title" size={{ base: '2xl', md: '3xl' }}>
          {mission.title}
        </Heading>
        <Text fontFamily="heading" fontStyle="italic" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.4" color="brand.800" borderStartWidth="3px" borderColor="brand.500" ps="5">
          {mission.statement}
        </Text>
      </Stack>
      <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="gray.800" pt={{ lg: '10' }}>
        {mission.paragraphs.map((p) => (
          <Text key={p}>{p}</Text>
        ))}
      </Stack>
    </Grid>
  );
}
