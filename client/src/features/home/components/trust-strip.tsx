import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Headphones, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { FREE_SHIPPING_THRESHOLD, RETURNS } from '../../../config/constants';
import { formatMoney } from '../../../lib/money';

const ITEMS = [
  { icon: Truck, title: 'Free Shipping', text: `On orders above ${formatMoney(FREE_SHIPPING_THRESHOLD)}` },
  { icon: RotateCcw, title: `${RETURNS.windowDays}-Day Returns`, text: 'Easy, no-fuss returns' },
  { icon: ShieldCheck, title: 'Secure Checkout', text: 'Cards, UPI, net banking, COD' },
  { icon: Headphones, title: 'Here to Help', text: 'Mon-Sat customer care' },
];

export function TrustStrip() {
  return (
    <Box as="section" aria-label="Why shop with us" bg="bg" borderBottomWidth="1px" borderColor="gray.200">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '5', md: '8' }} py={{ base: '6', md: '8' }}>
          {ITEMS.map(({ icon: Icon, title, text }) => (
            <HStack key={title} gap="3" align="start">
              <Box color="brand.600" flexShrink={0}>
                <Icon size={26} strokeWidth={1.5} aria-hidden />
              </Box>
              <Box>
                <Text fontWeight="semibold" fontSize="sm">{title}</Text>
                <Text fontSize="xs" color="fg.muted">{text}</Text>
              </Box>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
