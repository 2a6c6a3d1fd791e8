import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Handshake, Leaf, Ruler, Tag, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../../components/section-heading';
import type { AboutContent, ValueIcon } from '../../types';

const ICONS: Record<ValueIcon, LucideIcon> = { leaf: Leaf, ruler: Ruler, handshake: Handshake, tag: Tag };

export function AboutValues({ values }: { values: AboutContent['values'] }) {
  return (
    <Box as="section" aria-labelledby="values-title">
      <SectionHeading id="values-title" eyebrow={values.eyebrow} title={values.title} />
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {values.items.map((v) => {
          const Icon = ICONS[v.icon];
          return (
            <Stack as="li" key={v.title} direction={{ base: 'row', sm: 'column' }} gap={{ base: '4', sm: '3' }} p={{ base: '5', sm: '6' }} bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2">
              <Box color="brand.600" bg="brand.subtle" w="fit-content" h="fit-content" flexShrink={0} p="3" rounded="full" aria-hidden>
                <Icon size={22} strokeWidth={1.6} />
              </Box>
              <Stack gap="2">
                <Heading as="h3" size="lg">{v.title}</Heading>
                <Text fontSize="sm" color="gray.700" lineHeight="tall">{v.text}</Text>
              </Stack>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
