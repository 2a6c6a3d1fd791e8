import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './empty-state';

interface MessagePageProps {
  icon: ReactNode;
  /** The page's h1. */
  title: string;
  description: string;
  /** The way on: a link button. */
  to: string;
  action: string;
  testId?: string;
}

/** A page that is one message: an icon, its heading, a few words and the way on. */
export function MessagePage({ icon, title, description, to, action, testId }: MessagePageProps) {
  return (
    <Container maxW="3xl" py="8" data-testid={testId}>
      <EmptyState as="h1" icon={icon} title={title} description={description}>
        <Button asChild size="lg">
          <RouterLink to={to}>{action}</RouterLink>
        </Button>
      </EmptyState>
    </Container>
  );
}
