import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowRight } from 'lucide-react';
import { AppLink } from './app-link';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  link?: { to: string; label: string };
}

export function SectionHeading({ id, eyebrow, title, link }: SectionHeadingProps) {
  return (
    <Flex justify="space-between" align="end" gap="4" mb={{ base: '6', md: '8' }}>
      <Stack gap="1">
        {eyebrow && (
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.16em" textTransform="uppercase" color="brand.fg">
            {eyebrow}
          </Text>
        )}
        <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
      </Stack>
      {link && (
        <AppLink to={link.to} fontSize="sm" fontWeight="semibold" whiteSpace="nowrap" display="inline-flex" gap="1" alignItems="center">
          {link.label}
          <ArrowRight size={16} aria-hidden />
        </AppLink>
      )}
    </Flex>
  );
}
