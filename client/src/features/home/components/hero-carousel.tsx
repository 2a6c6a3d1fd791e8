import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HERO_INTERVAL_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import banners from '../../../content/banners.json';
import { activeBanners, type Banner } from '../lib/content';
import { HERO_HEIGHT, HeroSlide } from './hero-slide';

const SLIDES = activeBanners(banners as Banner[]);

const FALLBACK = {
  title: 'Welcome to SQU',
  subtitle: 'Fashion and lifestyle for every day. Free shipping on every order.',
  image: '/images/placeholder.svg',
  link: paths.shop,
  buttonText: 'Shop Now',
};

const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', rounded: 'full', bg: 'whiteAlpha.800', color: 'gray.900', _hover: { bg: 'white' }, hideBelow: 'sm' } as const;

/** Rotating banners: every 5 s, with arrows, dots and a pause control; paused while hovered or focused. */
export function HeroCarousel({ slides = SLIDES }: { slides?: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || held) return;
    const t = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(t);
  }, [index, count, paused, held]);

  const go = (i: number) => setIndex((i + count) % count);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      position="relative"
      h={{ base: `${HERO_HEIGHT.base}px`, md: `${HERO_HEIGHT.md}px`, lg: `${HERO_HEIGHT.lg}px` }}
      overflow="hidden"
      bg="gray.800"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      data-testid="hero"
    >
      {count === 0 ? (
        <HeroSlide banner={FALLBACK} active eager />
      ) : (
        slides.map((b, i) => <HeroSlide key={b.id} banner={b} active={i === index} label={`${i + 1} of ${count}`} eager={i === 0} />)
      )}
      {count > 1 && (
        <>
          <IconButton aria-label="Previous slide" {...arrow} left="4" onClick={() => go(index - 1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Next slide" {...arrow} right="4" onClick={() => go(index + 1)}>
            <ChevronRight />
          </IconButton>
          <HStack position="absolute" bottom="5" left="50%" transform="translateX(-50%)" gap="1" bg="blackAlpha.400" px="2" rounded="full">
            {slides.map((b, i) => (
              <Box as="button" key={b.id} aria-label={`Go to slide ${i + 1}`} aria-current={i === index || undefined} onClick={() => setIndex(i)} p="2" cursor="pointer">
                <Box w={i === index ? '6' : '2'} h="2" rounded="full" bg={i === index ? 'white' : 'whiteAlpha.600'} transition="width 0.3s" />
              </Box>
            ))}
            <IconButton aria-label={paused ? 'Play slideshow' : 'Pause slideshow'} variant="plain" size="xs" color="white" onClick={() => setPaused((p) => !p)}>
              {paused ? <Play /> : <Pause />}
            </IconButton>
          </HStack>
        </>
      )}
    </Box>
  );
}
