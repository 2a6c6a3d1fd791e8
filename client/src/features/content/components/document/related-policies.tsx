import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { POLICY_LINKS } from '../../data/policies';

/** The other policies, one click away. */
export function RelatedPolicies({ current }: { current?: string }) {
  const others = POLICY_LINKS.filter((l) => l.path !== current);
  return (
    <Stack as="section" aria-labelledby="related-policies-title" gap="5">
      <Heading as="h2" id="related-policies-title" size="xl">
        More from our policies
      </Heading>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: others.length }} gap="4">
        {others.map((l) => (
          <li key={l.path}>
            <Stack asChild gap="1" h="full" p="5" bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" _hover={{ borderColor: 'brand.400', boxShadow: 'sm' }} transition="border-color 0.15s, box-shadow 0.15s">
              <RouterLink to={l.path}>
                <Text fontWeight="semibold" display="flex" alignItems="center" justifyContent="space-between" gap="2">
                  {l.title}
                  <ArrowRight size={16} aria-hidden />
                </Text>
                <Text fontSize="sm" color="fg.muted">{l.blurb}</Text>
              </RouterLink>
            </Stack>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
