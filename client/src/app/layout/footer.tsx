import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CreditCard, Lock, Mail, MapPin, Phone, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { OFFSCREEN_UNTIL_NEEDED } from '../../components/offscreen';
import { CONTACT, RETURNS, SOCIAL_LINKS } from '../../config/constants';
import { paths, shopPath } from '../../config/paths';

const PROMISES = [
  { icon: RotateCcw, title: `${RETURNS.windowDays}-Day Returns`, text: `Easy returns within ${RETURNS.windowDays} days` },
  { icon: Lock, title: 'Secure Checkout', text: 'Your payment is protected' },
  { icon: CreditCard, title: 'All Major Cards', text: 'Visa, Mastercard, RuPay, UPI' },
];

const COLUMNS: { title: string; links: [string, string][] }[] = [
  { title: 'Shop', links: [['All Products', paths.shop], ['New Arrivals', '/collections/new'], ['Sale', '/collections/sale'], ['Featured', shopPath({ featured: true })]] },
  { title: 'Help', links: [['Contact Us', paths.contact], ['FAQ', paths.faq], ['Shipping Policy', paths.shippingPolicy], ['Returns & Exchanges', paths.returnsExchanges]] },
  { title: 'Company', links: [['About Us', paths.about], ['Cancellation & Refund', paths.cancellationRefund], ['Privacy Policy', paths.privacyPolicy], ['Terms & Conditions', paths.termsConditions]] },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Text as="h2" fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="gray.300">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" fontSize="sm" mt="auto" css={OFFSCREEN_UNTIL_NEEDED}>
      <Box borderBottomWidth="1px" borderColor="gray.700">
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" py="8">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <HStack key={title} gap="4">
                <Box color="brand.300"><Icon size={26} strokeWidth={1.5} aria-hidden /></Box>
                <Box>
                  <Text color="white" fontWeight="semibold">{title}</Text>
                  <Text>{text}</Text>
                </Box>
              </HStack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 2, lg: 5 }} gap="10">
          <Stack gap="4" gridColumn="span 2" maxW="sm">
            <Text fontFamily="heading" fontSize="3xl" letterSpacing="0.18em" color="white">SQU<Box as="span" color="brand.400">.</Box></Text>
            <Text>Everyday fashion and lifestyle, designed for India. Thoughtful fabrics, honest prices.</Text>
            <Stack gap="2">
              <HStack gap="2"><Phone size={15} aria-hidden /><a href={CONTACT.phoneHref}>{CONTACT.phone}</a></HStack>
              <HStack gap="2"><Mail size={15} aria-hidden /><a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a></HStack>
              <HStack gap="2" align="start"><Box pt="0.5"><MapPin size={15} aria-hidden /></Box><Text as="address" fontStyle="normal">{CONTACT.address.join(', ')}</Text></HStack>
            </Stack>
          </Stack>
          {COLUMNS.map((col) => (
            <Column key={col.title} title={col.title}>
              <Stack as="ul" listStyle="none" gap="2">
                {col.links.map(([label, to]) => (
                  <li key={label}><AppLink to={to} color="gray.300" _hover={{ color: 'white' }}>{label}</AppLink></li>
                ))}
              </Stack>
            </Column>
          ))}
        </SimpleGrid>
        <Flex mt="12" pt="6" borderTopWidth="1px" borderColor="gray.700" justify="space-between" gap="4" direction={{ base: 'column', md: 'row' }}>
          <Text>© {new Date().getFullYear()} SQU Fashion Pvt. Ltd. All rights reserved.</Text>
          <HStack as="ul" listStyle="none" gap="5" aria-label="Social media">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}><a href={s.href} target="_blank" rel="noopener noreferrer">{s.label}</a></li>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
