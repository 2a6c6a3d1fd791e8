import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { BUSINESS_HOURS } from '../../../config/company';
import { CONTACT } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { compactHours } from '../lib/business-hours';

/** 'Still have questions?': the way to a person, closing the FAQ and policy pages. */
export function HelpCard({ title = 'Still have questions?' }: { title?: string }) {
  return (
    <Flex as="section" aria-labelledby="help-card-title" direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between" align={{ md: 'center' }} bg="brand.900" color="white" borderRadius="l2" p={{ base: '6', md: '10' }}>
      <Stack gap="2" maxW="lg">
        <Heading as="h2" id="help-card-title" size={{ base: 'xl', md: '2xl' }} color="white">
          {title}
        </Heading>
        <Text color="brand.100">
          Our customer care team is here {compactHours(BUSINESS_HOURS)}. Write to us any time and we’ll get back to you.
        </Text>
        <HStack gap="5" wrap="wrap" mt="1" fontSize="sm" color="brand.50">
          <HStack gap="2" asChild><a href={CONTACT.phoneHref}><Phone size={15} aria-hidden />{CONTACT.phone}</a></HStack>
          <HStack gap="2" asChild><a href={`mailto:${CONTACT.email}`}><Mail size={15} aria-hidden />{CONTACT.email}</a></HStack>
        </HStack>
      </Stack>
      <Box flexShrink={0}>
        <Button asChild size="lg" bg="white" color="gray.900" _hover={{ bg: 'brand.50' }}>
          <RouterLink to={paths.contact}><MessageCircle aria-hidden /> Contact Us</RouterLink>
        </Button>
      </Box>
    </Flex>
  );
}
