import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { RequestPasswordResetDocument } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/field-errors';

/**
 * Forgot password: the email to send a reset link to. The server checks it and answers the same
 * words whether or not the email has an account; the page shows them. A refusal (the email's
 * rules, too many requests) is toasted by the link chain and marked at the field here.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<string | null>(null);
  const [ask, { loading }] = useMutation(RequestPasswordResetDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    setError(undefined);
    try {
      const { data } = await ask({ variables: { input: { email } } });
      if (data) setAnswer(data.requestPasswordReset.message);
    } catch (failure) {
      setError(fieldErrors(failure).email);
    }
  };

  return (
    <Stack gap="7">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Forgot your password?
        </Heading>
        <Text color="fg.muted">We will e-mail you a link to choose a new one.</Text>
      </Stack>
      {answer ? (
        <Text role="status" bg="brand.50" borderWidth="1px" borderColor="brand.200" borderRadius="l2" p="4" data-testid="reset-requested">
          {answer}
        </Text>
      ) : (
        <Stack asChild gap="5">
          <form method="post" noValidate onSubmit={onSubmit} aria-label="Forgot your password?" data-testid="forgot-form">
            <TextField label="Email address" type="email" inputMode="email" value={email} onChange={setEmail} error={error} autoComplete="email" size="lg" testId="email" />
            <Button type="submit" size="xl" loading={loading} loadingText="Sending..." data-testid="forgot-submit">
              Send reset link
            </Button>
          </form>
        </Stack>
      )}
    </Stack>
  );
}
