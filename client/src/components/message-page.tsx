import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './empty-state';

interface MessageProps {
  icon: ReactNode;
  /** The page's h1. */
  title: string;
  description: string;
  testId?: string;
}

/** The way on: one link button, or several buttons side by side. */
type WayOn = { to: string; action: string; children?: never } | { children: ReactNode; to?: never; action?: never };

/** A page that is one message: an icon, its heading, a few words and the way on. */
export function MessagePage({ icon, title, description, testId, ...wayOn }: MessageProps & WayOn) {
  return (
    <Container maxW="3xl" py="8" data-testid={testId}>
      <EmptyState as="h1" icon={icon} title={title} description={description}>
        {wayOn.children ? (
          <HStack gap="3" wrap="wrap" justify="center">
            {wayOn.children}
          </HStack>
        ) : (
          <Button asChild size="lg">
            <RouterLink to={wayOn.to!}>{wayOn.action}</RouterLink>
          </Button>
        )}
      </EmptyState>
    </Container>
  );
}
