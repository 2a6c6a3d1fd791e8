import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { SessionUser } from '../../../apollo/vars/session';
import { TextField } from '../../../components/text-field';
import { CheckoutSection } from './checkout-section';

const MISSING = 'Add it in your profile';

/** Email, names and phone from the profile, read-only. */
export function ContactSection({ user }: { user: SessionUser }) {
  return (
    <CheckoutSection step={1} id="contact-title" title="Contact Information" editProfile>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Email" value={user.email} readOnly testId="checkout-email" />
        <TextField label="Phone" value={user.phone ?? ''} placeholder={MISSING} readOnly testId="checkout-phone" />
        <TextField label="First name" value={user.firstName} placeholder={MISSING} readOnly />
        <TextField label="Last name" value={user.lastName} placeholder={MISSING} readOnly />
      </SimpleGrid>
    </CheckoutSection>
  );
}
