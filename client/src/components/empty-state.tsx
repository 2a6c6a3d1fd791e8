import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Heading level: a page's main message is its h1. */
  as?: 'h1' | 'h2';
}

export function EmptyState({ icon, title, description, children, as = 'h2' }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '12', md: '20' }} px="4">
      {icon && (
        <Box color="brand.600" bg="brand.subtle" rounded="full" p="5" aria-hidden>
          {icon}
        </Box>
      )}
      <Heading as={as} size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" maxW="md">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
