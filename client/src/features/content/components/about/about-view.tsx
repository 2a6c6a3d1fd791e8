import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useContent } from '../../lib/content-texts';
import { PageHeader } from '../document/page-header';
import { AboutFigures } from './about-figures';
import { AboutMission } from './about-mission';
import { AboutStory } from './about-story';
import { AboutTeam } from './about-team';
import { AboutValues } from './about-values';

/** /about: mission, values, story, figures and team. */
export function AboutView() {
  const about = useContent('about');
  return (
    <>
      <PageHeader eyebrow={about.eyebrow} title={about.title} summary={about.summary} />
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <Stack gap={{ base: '16', md: '24' }}>
          <AboutMission mission={about.mission} />
          <AboutValues values={about.values} />
          <AboutStory story={about.story} />
        </Stack>
      </Container>
      <AboutFigures figures={about.figures} />
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <Stack gap={{ base: '16', md: '24' }}>
          <AboutTeam team={about.team} />
          <Stack as="section" aria-labelledby="about-cta-title" align="center" textAlign="center" gap="4" py={{ base: '4', md: '8' }}>
            <Heading as="h2" id="about-cta-title" size={{ base: '2xl', md: '3xl' }}>
              {about.cta.title}
            </Heading>
            <Text color="fg.muted" maxW="lg">{about.cta.text}</Text>
            <Button asChild size="lg" mt="2">
              <RouterLink to={paths.shop}>{about.cta.button} <ArrowRight aria-hidden /></RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
