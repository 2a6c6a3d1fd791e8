import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SessionUser } from '../../../apollo/vars/session';
import { TextField } from '../../../components/text-field';
import { PHONE_PLACEHOLDER } from '../../../config/constants';
import { useSaveProfile } from '../hooks/use-save-profile';
import { isChanged, profileValues, type ProfileField, type ProfileValues } from '../lib/profile-form';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="md" mb="4">{title}</Heading>
      {children}
    </Box>
  );
}

/** First and last name, email (read-only), phone and the address; the server's messages show at their fields. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const { save, busy, errors } = useSaveProfile();
  const field = (name: ProfileField) => ({
    value: values[name],
    onChange: (v: string) => setValues((s) => ({ ...s, [name]: v })),
    error: errors[name],
    testId: `profile-${name}`,
  });
  const changed = isChanged(values, profileValues(user));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void save(values);
  };

  return (
    <Stack asChild gap="8">
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Profile" data-testid="profile-form">
        <Section title="Personal Information" id="personal-title">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
            <TextField label="Email" value={user.email} readOnly helper="Email cannot be changed" testId="profile-email" />
            <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...field('phone')} />
          </SimpleGrid>
        </Section>
        <Section title="Address" id="address-title">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Box gridColumn={{ md: 'span 2' }}>
              <TextField label="Address line 1" autoComplete="address-line1" placeholder="House no., street, area" {...field('addressLine1')} />
            </Box>
            <TextField label="City" autoComplete="address-level2" {...field('city')} />
            <TextField label="State" autoComplete="address-level1" {...field('state')} />
            <TextField label="Postal code" autoComplete="postal-code" inputMode="numeric" placeholder="6-digit PIN code" {...field('postalCode')} />
            <TextField label="Country" value={values.country} readOnly helper="We deliver within India" autoComplete="country-name" testId="profile-country" />
          </SimpleGrid>
        </Section>
        <Flex justify="end" gap="3" borderTopWidth="1px" borderColor="gray.200" pt="6">
          <Button type="button" variant="ghost" disabled={!changed || busy} onClick={() => setValues(profileValues(user))}>
            Reset
          </Button>
          <Button type="submit" size="lg" loading={busy} loadingText="Saving..." data-testid="profile-save">
            Save Changes
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
