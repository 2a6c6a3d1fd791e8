import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { ArrowRight } from 'lucide-react';
import { AppLink } from '../../../../components/app-link';
import { paths } from '../../../../config/paths';
import { useContent } from '../../lib/content-texts';
import { ContentBlocks } from '../document/content-blocks';

/** The contact page's short FAQ, taken from the FAQ itself. */
export function QuickAnswers() {
  const { page: contactPage, quickAnswers } = useContent('contact');
  return (
    <Stack as="section" aria-labelledby="quick-answers-title" gap="6">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'end' }} gap="2">
        <Heading as="h2" id="quick-answers-title" size={{ base: 'xl', md: '2xl' }}>
          {contactPage.quickAnswersTitle}
        </Heading>
        <AppLink to={paths.faq} fontSize="sm" fontWeight="semibold" color="brand.fg" display="inline-flex" gap="1" alignItems="center">
          See all FAQs <ArrowRight size={16} aria-hidden />
        </AppLink>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {quickAnswers.map((q) => (
          <Stack key={q.id} gap="3" p="6" bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" fontSize="sm">
            <Heading as="h3" size="md" fontFamily="body" fontWeight="semibold" letterSpacing="normal">
              {q.question}
            </Heading>
            <ContentBlocks blocks={q.answer} gap="2" />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
