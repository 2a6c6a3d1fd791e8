import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useContent } from '../../lib/content-texts';
import { PageHeader } from '../document/page-header';
import { BusinessHours } from './business-hours';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { QuickAnswers } from './quick-answers';

/** /contact: the message form beside the ways to reach us and our hours, then quick answers. */
export function ContactView() {
  const contactPage = useContent('contact').page;
  return (
    <>
      <PageHeader eyebrow={contactPage.eyebrow} title={contactPage.title} summary={contactPage.summary} />
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap={{ base: '10', lg: '14' }} alignItems="start">
          <Stack as="section" aria-labelledby="contact-form-title" gap="5" bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" p={{ base: '5', md: '8' }}>
            <Stack gap="1">
              <Heading as="h2" id="contact-form-title" size={{ base: 'xl', md: '2xl' }}>
                {contactPage.formTitle}
              </Heading>
              <Text fontSize="sm" color="fg.muted">{contactPage.formIntro}</Text>
            </Stack>
            <ContactForm />
          </Stack>
          <Stack as="aside" aria-label="Contact details and hours" gap="10">
            <ContactDetails />
            <BusinessHours />
          </Stack>
        </Grid>
        <Box mt={{ base: '14', md: '20' }}>
          <QuickAnswers />
        </Box>
      </Container>
    </>
  );
}
