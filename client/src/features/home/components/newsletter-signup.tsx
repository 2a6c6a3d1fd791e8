import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { NEWSLETTER_DELAY_MS } from '../../../config/constants';
import { notify } from '../../../lib/notify';
import { newsletterError } from '../lib/content';

/** A simulated 1-second submit for now; a later issue stores subscriptions on the server. */
const subscribe = (_email: string) => new Promise<void>((resolve) => setTimeout(resolve, NEWSLETTER_DELAY_MS));

export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newsletterError(email);
    setInvalid(!!problem);
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await subscribe(email.trim());
      notify.success('Successfully subscribed to our newsletter!');
      setEmail('');
    } catch {
      notify.error('Failed to subscribe. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="newsletter-title" bg="brand.900" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" textAlign="center">
        <Stack gap="4" align="center">
          <Text fontSize="xs" letterSpacing="0.16em" textTransform="uppercase" color="brand.200" fontWeight="semibold">
            The SQU Letter
          </Text>
          <Heading id="newsletter-title" as="h2" size={{ base: '2xl', md: '3xl' }} color="white">
            New drops, first.
          </Heading>
          <Text color="brand.100" maxW="lg">
            Subscribe for new arrivals, members-only offers and styling notes. No spam, unsubscribe any time.
          </Text>
          <Flex asChild gap="3" w="full" maxW="lg" direction={{ base: 'column', sm: 'row' }} mt="2">
            <form noValidate onSubmit={submit}>
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="Your email address"
              aria-label="Email address"
              aria-invalid={invalid || undefined}
              size="lg"
              bg="white"
              color="gray.900"
              borderColor="white"
              _placeholder={{ color: 'gray.500' }}
              data-testid="newsletter-email"
            />
            <Button type="submit" size="lg" bg="white" color="gray.900" _hover={{ bg: 'brand.50' }} loading={busy} loadingText="Subscribing..." flexShrink={0}>
              Subscribe
            </Button>
            </form>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
