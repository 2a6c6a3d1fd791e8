import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONTACT } from '../../../../config/constants';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="4" align="start">
      <Box color="brand.600" bg="brand.subtle" p="2.5" rounded="full" flexShrink={0} aria-hidden>
        {icon}
      </Box>
      <Stack gap="0.5">
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.1em" textTransform="uppercase" color="fg.muted">{label}</Text>
        {children}
      </Stack>
    </HStack>
  );
}

/** Phone, email and the office address, from the shop's one set of contact constants. */
export function ContactDetails() {
  return (
    <Stack as="section" aria-labelledby="contact-details-title" gap="5">
      <Heading as="h2" id="contact-details-title" size="xl">
        Get in Touch
      </Heading>
      <Stack as="ul" listStyle="none" gap="5">
        <Detail icon={<Phone size={18} />} label="Call us">
          <Box asChild fontWeight="semibold" _hover={{ color: 'brand.fg' }}><a href={CONTACT.phoneHref}>{CONTACT.phone}</a></Box>
        </Detail>
        <Detail icon={<Mail size={18} />} label="Email us">
          <Box asChild fontWeight="semibold" _hover={{ color: 'brand.fg' }}><a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a></Box>
        </Detail>
        <Detail icon={<MapPin size={18} />} label="Visit our office">
          <Text as="address" fontStyle="normal" lineHeight="tall">
            {CONTACT.address.map((line) => (
              <Box as="span" display="block" key={line}>{line}</Box>
            ))}
          </Text>
        </Detail>
      </Stack>
    </Stack>
  );
}
