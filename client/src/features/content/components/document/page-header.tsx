import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  summary: string;
  children?: ReactNode;
}

/** The band that opens every help and policy page: eyebrow, the page's one h1, a summary. */
export function PageHeader({ eyebrow, title, summary, children }: PageHeaderProps) {
  return (
    <Box bg="bg.sand" borderBottomWidth="1px" borderColor="gray.200" py={{ base: '10', md: '16' }} position="relative" overflow="hidden">
      <Box position="absolute" insetEnd={{ base: '-16', md: '10' }} top="-10" w="64" h="64" rounded="full" borderWidth="40px" borderColor="brand.100" opacity="0.6" aria-hidden />
      <Container maxW="6xl" position="relative">
        <Stack gap="4" maxW="3xl">
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.16em" textTransform="uppercase" color="brand.fg">
            {eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" textWrap="balance">
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="tall">
            {summary}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
