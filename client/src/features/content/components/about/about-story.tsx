import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SectionHeading } from '../../../../components/section-heading';
import { SmartImage } from '../../../../components/smart-image';
import type { AboutContent } from '../../types';

/** Illustrations of what we make today, beside the story of how it began. */
const PICTURES = ['/images/categories/women-kurtas.svg', '/images/categories/men-shirts.svg', '/images/categories/home.svg'];

export function AboutStory({ story }: { story: AboutContent['story'] }) {
  return (
    <Grid as="section" aria-labelledby="story-title" templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '16' }} alignItems="center">
      <Box>
        <SectionHeading id="story-title" eyebrow={story.eyebrow} title={story.title} />
        <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="gray.800">
          {story.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        </Stack>
      </Box>
      <Grid templateColumns="3fr 2fr" templateRows="1fr 1fr" gap="3" h={{ base: '72', md: '28rem' }} aria-hidden>
        {PICTURES.map((src, i) => (
          <Box key={src} gridRow={i === 0 ? 'span 2' : undefined} overflow="hidden" borderRadius="l2" bg="bg.sand">
            <SmartImage src={src} alt="" width={600} height={600} w="full" h="full" />
          </Box>
        ))}
      </Grid>
    </Grid>
  );
}
