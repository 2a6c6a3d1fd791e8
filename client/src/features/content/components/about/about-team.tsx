import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SectionHeading } from '../../../../components/section-heading';
import type { AboutContent } from '../../types';

const initials = (name: string) => name.split(' ').map((w) => w[0]).join('');

export function AboutTeam({ team }: { team: AboutContent['team'] }) {
  return (
    <Box as="section" aria-labelledby="team-title">
      <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.title} />
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {team.members.map((m) => (
          <Stack as="li" key={m.name} direction={{ base: 'row', sm: 'column' }} gap={{ base: '4', sm: '3' }} p={{ base: '5', sm: '6' }} bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" data-testid="team-member">
            <Box w={{ base: '12', sm: '16' }} h={{ base: '12', sm: '16' }} flexShrink={0} rounded="full" bg="brand.100" color="brand.800" display="flex" alignItems="center" justifyContent="center" fontFamily="heading" fontSize="xl" fontWeight="semibold" aria-hidden>
              {initials(m.name)}
            </Box>
            <Stack gap="3">
              <Stack gap="0.5">
                <Heading as="h3" size="lg">{m.name}</Heading>
                <Text fontSize="sm" fontWeight="semibold" color="brand.fg">{m.role}</Text>
              </Stack>
              <Text fontSize="sm" color="gray.700" lineHeight="tall">{m.bio}</Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
