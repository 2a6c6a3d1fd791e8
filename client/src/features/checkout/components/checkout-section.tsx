import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';

interface CheckoutSectionProps {
  step: number;
  title: string;
  id: string;
  /** Adds the 'Edit Profile' link (contact and address come from the profile). */
  editProfile?: boolean;
  children: ReactNode;
}

export function CheckoutSection({ step, title, id, editProfile, children }: CheckoutSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" p={{ base: '5', md: '7' }}>
      <Flex justify="space-between" align="center" gap="3" mb="5">
        <HStack gap="3">
          <Box as="span" aria-hidden display="inline-flex" alignItems="center" justifyContent="center" boxSize="7" rounded="full" bg="gray.900" color="white" fontSize="sm" fontWeight="semibold">
            {step}
          </Box>
          <Heading as="h2" id={id} size={{ base: 'md', md: 'lg' }}>
            {title}
          </Heading>
        </HStack>
        {editProfile && (
          <AppLink to={paths.profile} fontSize="sm" fontWeight="semibold" color="brand.fg" display="inline-flex" alignItems="center" gap="1.5" whiteSpace="nowrap" aria-label={`Edit Profile (${title})`}>
            <PencilLine size={15} aria-hidden />
            Edit Profile
          </AppLink>
        )}
      </Flex>
      {children}
    </Box>
  );
}
