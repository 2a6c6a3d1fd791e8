import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SmartImage } from '../../../components/smart-image';

const PERKS = [
  { icon: Truck, text: 'Free shipping on every order' },
  { icon: PackageCheck, text: 'Follow every order and download invoices' },
  { icon: ShieldCheck, text: 'Secure checkout, Cash on Delivery available' },
];

/**
 * The brand panel crops the 8:3 banner to its height (~550 px beside the form, so ~1,460 px of
 * it show): the drawing is chosen for that width (lib/raster-images.ts). Lazy: below lg the
 * panel is folded away and a phone fetches no picture for it.
 */
const AUTH_PANEL_IMAGE_SIZES = '1500px';

/** /login (and forgot password's pages): the form beside a brand panel (the panel folds away on phones). */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" overflow="hidden">
        <Box position="relative" hideBelow="lg" bg="gray.900" minH="full">
          <SmartImage src="/images/banners/new.svg" alt="" width={800} height={900} sizes={AUTH_PANEL_IMAGE_SIZES} w="full" h="full" position="absolute" inset="0" objectPosition="65% center" />
          <Box position="absolute" inset="0" bgImage="linear-gradient(to top, rgba(12,10,9,.95) 0%, rgba(12,10,9,.88) 42%, rgba(12,10,9,.25) 70%, rgba(12,10,9,0) 100%)" />
          <Stack position="relative" h="full" justify="end" gap="5" p="12" color="white">
            <Heading as="p" size="3xl" color="white" lineHeight="1.15">
              Dressed for every day, made for India.
            </Heading>
            <Stack as="ul" gap="3" listStyle="none">
              {PERKS.map(({ icon: Icon, text }) => (
                <Box as="li" key={text} display="flex" gap="3" alignItems="center" fontSize="sm">
                  <Icon size={18} aria-hidden />
                  <Text>{text}</Text>
                </Box>
              ))}
            </Stack>
          </Stack>
        </Box>
        <Box px={{ base: '5', sm: '10', lg: '14' }} py={{ base: '8', md: '14' }}>
          {children}
        </Box>
      </Grid>
    </Container>
  );
}
