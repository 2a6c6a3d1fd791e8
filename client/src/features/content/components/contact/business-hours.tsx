import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BUSINESS_HOURS } from '../../../../config/company';
import { formatHours } from '../../lib/business-hours';

/** Customer care hours: Mon-Fri 9-6, Sat 10-4, Sun closed. */
export function BusinessHours() {
  return (
    <Stack as="section" aria-labelledby="business-hours-title" gap="4">
      <Heading as="h2" id="business-hours-title" size="xl">
        Business Hours
      </Heading>
      <Box as="dl" fontSize="sm" data-testid="business-hours">
        {BUSINESS_HOURS.map((h) => (
          <Box key={h.days} display="flex" justifyContent="space-between" gap="4" py="2.5" borderBottomWidth="1px" borderColor="gray.200">
            <Box as="dt" fontWeight="medium">{h.days}</Box>
            <Box as="dd" color={h.opens === null ? 'brand.fg' : 'gray.800'} fontWeight={h.opens === null ? 'semibold' : 'normal'}>{formatHours(h)}</Box>
          </Box>
        ))}
      </Box>
      <Text fontSize="xs" color="fg.muted">Indian Standard Time. Messages sent outside these hours are answered on the next working day.</Text>
    </Stack>
  );
}
