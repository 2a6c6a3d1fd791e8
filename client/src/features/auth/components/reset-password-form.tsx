import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { PASSWORD_MIN_LENGTH } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { ResetPasswordDocument } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { PasswordField } from './password-field';

/** The token of the e-mailed link: `/reset-password#token=…` (a fragment reaches no server, nor a Referer). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * Sets a new password with the link's token. The server holds the password's rules (those of
 * registration) and the link's (once, 30 minutes); its refusals show at their field, and a link
 * that no longer works offers a new one. Success ends every sign-in of the account, so the
 * shopper signs in again with the new password.
 */
export function ResetPasswordForm() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(hash));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ token?: string; password?: string }>({});
  const [reset, { loading }] = useMutation(ResetPasswordDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    setErrors({});
    try {
      const { data } = await reset({ variables: { input: { token, password } } });
      if (!data?.resetPassword) return;
      notify.success('Your new password is set. Please sign in with it.');
      navigate(paths.login, { replace: true });
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };

  return (
    <Stack gap="7">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Choose a new password
      </Heading>
      {errors.token && (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.800" borderRadius="l2" p="4" data-testid="reset-link-problem">
          <Text>{errors.token}</Text>
          <AppLink to={paths.forgotPassword} mt="2" display="inline-block" fontWeight="medium" color="red.800" textDecoration="underline" textUnderlineOffset="3px">
            Ask for a new link
          </AppLink>
        </Box>
      )}
      {!errors.token && (
        <Stack asChild gap="5">
          <form method="post" noValidate onSubmit={onSubmit} aria-label="Choose a new password" data-testid="reset-form">
            <PasswordField label="New password" value={password} onChange={(v) => (setPassword(v), setErrors({}))} error={errors.password} autoComplete="new-password" helper={`At least ${PASSWORD_MIN_LENGTH} characters`} />
            <Button type="submit" size="xl" loading={loading} loadingText="Saving..." data-testid="reset-submit">
              Set new password
            </Button>
          </form>
        </Stack>
      )}
    </Stack>
  );
}
