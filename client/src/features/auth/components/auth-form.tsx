import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { AppLink } from '../../../components/app-link';
import { TextField } from '../../../components/text-field';
import { PASSWORD_MIN_LENGTH } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useAuthenticate } from '../hooks/use-authenticate';
import type { AuthMode, Credentials } from '../lib/credentials';
import { PasswordField } from './password-field';

const EMPTY: Credentials = { email: '', password: '', firstName: '', lastName: '' };

const COPY = {
  login: { title: 'Sign in to your account', lead: 'Welcome back. Sign in to check out faster and follow your orders.', submit: 'Sign In', busy: 'Signing in...', switchText: "Don't have an account?", switchTo: 'Create one' },
  register: { title: 'Create your account', lead: 'Join SQU for faster checkout, order tracking and members-only offers.', submit: 'Create Account', busy: 'Creating account...', switchText: 'Already have an account?', switchTo: 'Sign in' },
} as const;

/** One screen that toggles between signing in and 'Create your account'. */
export function AuthForm() {
  const [mode, setMode] = useState<AuthMode>('login');
  const [values, setValues] = useState<Credentials>(EMPTY);
  const { submit, errors, clearErrors, busy } = useAuthenticate();
  const copy = COPY[mode];
  const set = (field: keyof Credentials) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void submit(mode, values);
  };
  const toggle = () => {
    setMode((m) => (m === 'login' ? 'register' : 'login'));
    clearErrors();
  };

  return (
    <Stack gap="7">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="auth-heading">
          {copy.title}
        </Heading>
        <Text color="fg.muted">{copy.lead}</Text>
      </Stack>
      {/* The page is drawn ahead (entry-server.tsx). Should its app never come, the browser's own
          submission posts: the password goes in the body, never into the URL (history, logs). */}
      <Stack asChild gap="5">
        <form method="post" noValidate onSubmit={onSubmit} aria-label={copy.title} data-testid="auth-form" data-mode={mode}>
          {mode === 'register' && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="First name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} autoComplete="given-name" size="lg" testId="first-name" />
              <TextField label="Last name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} autoComplete="family-name" size="lg" testId="last-name" />
            </SimpleGrid>
          )}
          <TextField label="Email address" type="email" inputMode="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" size="lg" testId="email" />
          <PasswordField
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            helper={mode === 'register' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
          />
          {mode === 'login' && (
            <AppLink to={paths.forgotPassword} alignSelf="end" mt="-2" fontSize="sm" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" data-testid="forgot-link">
              Forgot password?
            </AppLink>
          )}
          <Button type="submit" size="xl" loading={busy} loadingText={copy.busy} mt="2" data-testid="auth-submit">
            {copy.submit}
          </Button>
        </form>
      </Stack>
      <Box textAlign="center" fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="gray.200" pt="6">
        {copy.switchText}{' '}
        <Button variant="plain" size="sm" px="0" h="auto" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" onClick={toggle} data-testid="auth-toggle">
          {copy.switchTo}
        </Button>
      </Box>
    </Stack>
  );
}
