import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';

/** A titled group of the filter panel; the title names the group for screen readers. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} py="5" borderBottomWidth="1px" borderColor="gray.200">
      <Text as="h2" id={id} fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" mb="3">
        {title}
      </Text>
      <Stack gap="2.5">{children}</Stack>
    </Box>
  );
}
