import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { SmartImage } from '../../../components/smart-image';
import { RASTER_FOLDERS } from '../../../lib/raster-images';
import type { Banner } from '../lib/content';

/** The hero's height in px from each of the theme's breakpoints up (md is 48rem, lg 64rem). */
export const HERO_HEIGHT = { base: 440, md: 520, lg: 600 } as const;

/**
 * How wide a banner shows in the hero: the box is as wide as the page and HERO_HEIGHT high, and
 * `object-fit: cover` fills its height, so the picture is at least that height times 8/3 wide
 * (1,174 px on a phone): the drawing (lib/raster-images.ts) is chosen for that width.
 */
const [aspectW, aspectH] = RASTER_FOLDERS.banners.aspect;
const shownWidth = (height: number) => `max(100vw, ${Math.ceil((height * aspectW) / aspectH)}px)`;
export const HERO_IMAGE_SIZES = `(min-width: 64rem) ${shownWidth(HERO_HEIGHT.lg)}, (min-width: 48rem) ${shownWidth(HERO_HEIGHT.md)}, ${shownWidth(HERO_HEIGHT.base)}`;

interface HeroSlideProps {
  banner: Pick<Banner, 'title' | 'subtitle' | 'image' | 'link' | 'buttonText'>;
  active: boolean;
  label?: string;
  eager?: boolean;
}

/** One hero slide; hidden slides stay in the DOM (for the cross-fade) but out of reach. */
export function HeroSlide({ banner, active, label, eager }: HeroSlideProps) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      position="absolute"
      inset="0"
      opacity={active ? 1 : 0}
      transition="opacity 0.8s ease"
      data-testid="hero-slide"
      data-active={active || undefined}
    >
      {/* The first slide's picture is the page's main one (SVG); the others come as drawings. */}
      <SmartImage src={banner.image} alt="" width={1600} height={600} sizes={HERO_IMAGE_SIZES} w="full" h="full" objectPosition={{ base: '70% center', md: 'center' }} priority={eager} />
      <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="blackAlpha.700" gradientVia="blackAlpha.400" gradientTo="transparent" />
      <Container maxW="7xl" position="absolute" inset="0" display="flex" alignItems="center">
        {/* From sm up the carousel's arrows sit 16-56 px from its edges: the text starts clear of them. */}
        <Stack gap={{ base: '3', md: '5' }} maxW="xl" color="white" ps={{ base: '2', sm: '12' }} pe={{ base: '2', md: '0' }}>
          <Heading as="h2" fontSize={{ base: '3xl', md: '5xl', lg: '6xl' }} lineHeight="1.1" color="white">
            {banner.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
            {banner.subtitle}
          </Text>
          <Box>
            <Button asChild size={{ base: 'md', md: 'lg' }} bg="white" color="gray.900" _hover={{ bg: 'brand.50' }}>
              <RouterLink to={banner.link}>{banner.buttonText}</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
