import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/** The console's Integrations section (issue 59): webhook endpoints and API keys. */
export function IntegrationsView() {
  return (
    <Stack gap="10">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="-6">
        Integrations
      </Heading>
      <WebhooksSection />
      <ApiKeysSection />
    </Stack>
  );
}
