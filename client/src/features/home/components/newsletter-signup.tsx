import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useNewsletter } from '../hooks/use-newsletter';

/** The home page's newsletter signup; addresses are kept on the server's list. */
export function NewsletterSignup() {
  const { email, setEmail, invalid, busy, submit, prepare } = useNewsletter();

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
            <form method="post" noValidate onSubmit={submit} aria-label="Newsletter signup">
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onFocus={prepare}
              maxLength={254}
              autoComplete="email"
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
