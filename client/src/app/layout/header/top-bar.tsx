import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Phone, Truck } from 'lucide-react';
import { AppLink } from '../../../components/app-link';
import { CONTACT, FREE_SHIPPING_THRESHOLD } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { WelcomeLink } from '../../../features/auth/components/welcome-link';
import { formatMoney } from '../../../lib/money';

export function TopBar() {
  return (
    <Box bg="gray.900" color="gray.100" fontSize="xs" letterSpacing="0.02em">
      <Container maxW="7xl">
        <Flex h="9" align="center" justify={{ base: 'center', md: 'space-between' }} gap="4">
          <HStack gap="1.5" hideBelow="md">
            <Phone size={13} aria-hidden />
            <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          </HStack>
          <HStack gap="1.5">
            <Truck size={14} aria-hidden />
            <Text>Free shipping on orders above {formatMoney(FREE_SHIPPING_THRESHOLD)}</Text>
          </HStack>
          <HStack gap="4" hideBelow="md">
            <AppLink to={paths.about} color="inherit">
              About Us
            </AppLink>
            <AppLink to={paths.contact} color="inherit">
              Contact
            </AppLink>
            <WelcomeLink />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
