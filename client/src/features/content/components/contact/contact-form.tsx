import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Textarea } from '@chakra-ui/react/textarea';
import { Send } from 'lucide-react';
import { TextField } from '../../../../components/text-field';
import { useContactForm } from '../../hooks/use-contact-form';
import { CONTACT_LIMITS } from '../../lib/contact-form';

/** Full name, email, subject and message; the browser's own validation is off, the spec's rules apply. */
export function ContactForm() {
  const { values, set, isInvalid, busy, submit } = useContactForm();
  return (
    <Stack asChild gap="5">
      <chakra.form method="post" noValidate onSubmit={submit} aria-label="Contact form" data-testid="contact-form">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="Full Name" required value={values.name} onChange={set('name')} aria-invalid={isInvalid('name') || undefined} maxLength={CONTACT_LIMITS.name} autoComplete="name" testId="contact-name" />
        <TextField label="Email Address" required type="email" value={values.email} onChange={set('email')} aria-invalid={isInvalid('email') || undefined} maxLength={CONTACT_LIMITS.email} autoComplete="email" testId="contact-email" />
      </SimpleGrid>
      <TextField label="Subject" value={values.subject} onChange={set('subject')} maxLength={CONTACT_LIMITS.subject} placeholder="e.g. Size exchange for my order" testId="contact-subject" />
      <Field.Root required gap="1.5">
        <Field.Label fontSize="sm" fontWeight="medium">
          Message
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={values.message}
          onChange={(e) => set('message')(e.currentTarget.value)}
          aria-invalid={isInvalid('message') || undefined}
          maxLength={CONTACT_LIMITS.message}
          rows={6}
          resize="vertical"
          bg="bg"
          borderColor="gray.300"
          placeholder="How can we help?"
          data-testid="contact-message"
        />
      </Field.Root>
      <Button type="submit" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} loading={busy} loadingText="Sending..." data-testid="contact-submit">
        <Send aria-hidden /> Send Message
      </Button>
      </chakra.form>
    </Stack>
  );
}
