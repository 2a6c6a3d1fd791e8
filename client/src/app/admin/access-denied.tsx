import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { ShieldX } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { paths } from '../../config/paths';

/** What a signed-in shopper who is not an admin sees on /admin (the server refuses their calls anyway). */
export function AccessDenied() {
  return (
    <Container maxW="3xl" py="8" data-testid="access-denied">
      <EmptyState as="h1" icon={<ShieldX size={30} />} title="Access denied" description="The admin console is for the shop's staff. Your account cannot open it.">
        <Button asChild size="lg">
          <RouterLink to={paths.home}>Back to the shop</RouterLink>
        </Button>
      </EmptyState>
    </Container>
  );
}
