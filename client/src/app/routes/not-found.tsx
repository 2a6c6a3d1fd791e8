import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { ArrowLeft, Home } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { DocumentTitle } from '../../components/document-title';
import { paths } from '../../config/paths';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Container maxW="3xl" py={{ base: '16', md: '28' }} textAlign="center">
      <DocumentTitle title="Page Not Found" />
      <Stack gap="5" align="center">
        <Text fontFamily="heading" fontSize={{ base: '7xl', md: '9xl' }} lineHeight="1" color="brand.600" aria-hidden>
          404
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Page Not Found
        </Heading>
        <Text color="fg.muted" maxW="md">
          Sorry, the page you are looking for doesn't exist or has been moved.
        </Text>
        <HStack gap="3" mt="2" wrap="wrap" justify="center">
          <Button asChild size="lg">
            <RouterLink to={paths.home}>
              <Home aria-hidden /> Go Home
            </RouterLink>
          </Button>
          <Button size="lg" variant="outline" borderColor="gray.300" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden /> Go Back
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Need help? <AppLink to={paths.contact} color="brand.fg" fontWeight="semibold">Contact us</AppLink>
        </Text>
      </Stack>
    </Container>
  );
}
