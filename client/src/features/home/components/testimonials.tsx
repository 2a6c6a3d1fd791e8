import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Quote, Star } from 'lucide-react';
import testimonials from '../../../content/testimonials.json';
import { pickTestimonials, type Testimonial } from '../lib/content';

export function Testimonials() {
  return (
    <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 3 }} gap="6">
      {pickTestimonials(testimonials as Testimonial[]).map((t) => (
        <Stack as="li" key={t.name} gap="4" p="7" bg="bg" borderRadius="l2" borderWidth="1px" borderColor="gray.200">
          <HStack justify="space-between">
            <HStack gap="0.5" color="brand.500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
              {Array.from({ length: t.rating }, (_, i) => (
                <Star key={i} size={16} fill="currentColor" aria-hidden />
              ))}
            </HStack>
            <Quote size={28} color="var(--chakra-colors-brand-200)" aria-hidden />
          </HStack>
          <Text as="blockquote" fontSize="md" lineHeight="tall" flex="1">
            “{t.comment}”
          </Text>
          <Stack gap="0">
            <Text fontWeight="semibold">{t.name}</Text>
            <Text fontSize="sm" color="fg.muted">{t.location}</Text>
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
