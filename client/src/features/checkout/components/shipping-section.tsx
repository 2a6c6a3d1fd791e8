import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { MapPinHouse } from 'lucide-react';
import type { SessionUser } from '../../../apollo/vars/session';
import { TextField } from '../../../components/text-field';
import { DEFAULT_COUNTRY } from '../../../config/constants';
import type { ProfileField } from '../../profile/lib/profile-form';
import { detailField, type DeliveryEdit } from '../hooks/use-delivery-details';
import { CheckoutSection } from './checkout-section';

type AddressField = Extract<ProfileField, 'addressLine1' | 'city' | 'state' | 'postalCode'>;

/**
 * The shipping address from the profile, read-only. While the checkout asks for the delivery
 * details (`edit`: the profile lacks them, or its address is abroad) they are fields, under a
 * note that Place Order saves them to the profile.
 */
export function ShippingSection({ user, edit, abroad }: { user: SessionUser; edit: DeliveryEdit | null; abroad: boolean }) {
  const field = (name: AddressField, placeholder?: string) => detailField(edit, name, user.address[name], placeholder);
  return (
    <CheckoutSection step={2} id="shipping-title" title="Shipping Address" editProfile>
      {edit && (
        <HStack align="start" gap="3" mb="5" p="4" borderRadius="l2" bg="bg.canvas" borderWidth="1px" borderColor="gray.200" data-testid="delivery-note">
          <Box color="brand.fg" pt="0.5" aria-hidden>
            <MapPinHouse size={18} />
          </Box>
          <Text fontSize="sm">
            {abroad ? 'We ship only within India: please give an address in India. ' : 'Where should we deliver? '}
            Placing the order saves these details to your profile for next time.
          </Text>
        </HStack>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box gridColumn={{ md: 'span 2' }}>
          <TextField label="Address" autoComplete="address-line1" testId="checkout-address" {...field('addressLine1', 'House no., street, area')} />
        </Box>
        <TextField label="City" autoComplete="address-level2" testId="checkout-city" {...field('city')} />
        <TextField label="State" autoComplete="address-level1" testId="checkout-state" {...field('state')} />
        <TextField label="PIN code" autoComplete="postal-code" inputMode="numeric" testId="checkout-pin" {...field('postalCode', '6-digit PIN code')} />
        <TextField label="Country" value={DEFAULT_COUNTRY} readOnly helper="We currently ship within India" />
      </SimpleGrid>
    </CheckoutSection>
  );
}
