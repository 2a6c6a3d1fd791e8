import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { SessionUser } from '../../../apollo/vars/session';
import { TextField } from '../../../components/text-field';
import { PHONE_PLACEHOLDER } from '../../../config/constants';
import { detailField, type DeliveryEdit } from '../hooks/use-delivery-details';
import { CheckoutSection } from './checkout-section';

/** Email, names and phone from the profile, read-only; while the checkout asks for the delivery details (`edit`), the names and phone are fields. */
export function ContactSection({ user, edit }: { user: SessionUser; edit: DeliveryEdit | null }) {
  const field = (name: 'firstName' | 'lastName' | 'phone', placeholder?: string) => detailField(edit, name, user[name], placeholder);
  return (
    <CheckoutSection step={1} id="contact-title" title="Contact Information" editProfile>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Email" value={user.email} readOnly testId="checkout-email" />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" testId="checkout-phone" {...field('phone', PHONE_PLACEHOLDER)} />
        <TextField label="First name" autoComplete="given-name" testId="checkout-first-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" testId="checkout-last-name" {...field('lastName')} />
      </SimpleGrid>
    </CheckoutSection>
  );
}
