import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { TriangleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../apollo/vars/session';
import { TextField } from '../../../components/text-field';
import { DEFAULT_COUNTRY } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { CheckoutSection } from './checkout-section';

const MISSING = 'Add it in your profile';

/** The shipping address from the profile, read-only; a missing field blocks the order with this note. */
export function ShippingSection({ user, problem }: { user: SessionUser; problem: string | null }) {
  const a = user.address;
  return (
    <CheckoutSection step={2} id="shipping-title" title="Shipping Address" editProfile>
      {problem && (
        <Box role="alert" mb="5" p="4" borderRadius="l2" bg="orange.50" borderWidth="1px" borderColor="orange.200" data-testid="profile-gaps">
          <HStack align="start" gap="3">
            <Box color="orange.700" pt="0.5" aria-hidden>
              <TriangleAlert size={18} />
            </Box>
            <Box flex="1">
              <Text fontSize="sm" color="orange.900">{problem}</Text>
              <Button asChild size="sm" mt="3" variant="outline" borderColor="orange.300" bg="bg">
                <RouterLink to={paths.profile}>Edit Profile</RouterLink>
              </Button>
            </Box>
          </HStack>
        </Box>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box gridColumn={{ md: 'span 2' }}>
          <TextField label="Address" value={a.addressLine1 ?? ''} placeholder={MISSING} readOnly testId="checkout-address" />
        </Box>
        <TextField label="City" value={a.city ?? ''} placeholder={MISSING} readOnly testId="checkout-city" />
        <TextField label="State" value={a.state ?? ''} placeholder={MISSING} readOnly testId="checkout-state" />
        <TextField label="PIN code" value={a.postalCode ?? ''} placeholder={MISSING} readOnly testId="checkout-pin" />
        <TextField label="Country" value={DEFAULT_COUNTRY} readOnly helper="We currently ship within India" />
      </SimpleGrid>
    </CheckoutSection>
  );
}
