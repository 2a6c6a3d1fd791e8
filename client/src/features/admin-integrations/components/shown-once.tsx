import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** A secret the server answers once (a webhook secret, an API key): shown until dismissed, never again. */
export function ShownOnce({ what, value, onDone, testId }: { what: string; value: string; onDone: () => void; testId: string }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3" data-testid={testId}>
      <Text fontSize="sm" fontWeight="semibold">Copy the {what} now: it is not shown again.</Text>
      <Box as="code" display="block" my="2" p="2" bg="white" rounded="sm" fontSize="sm" overflowWrap="anywhere" data-testid={`${testId}-value`}>
        {value}
      </Box>
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={() => void navigator.clipboard?.writeText(value)}>Copy</Button>
        <Button size="xs" variant="ghost" onClick={onDone}>I have kept it</Button>
      </HStack>
    </Box>
  );
}

/** A row of checkboxes for a list of values (events, scopes). */
export function CheckList({ legend, values, chosen, onChange, testId }: { legend: string; values: readonly string[]; chosen: string[]; onChange: (next: string[]) => void; testId: string }) {
  return (
    <Box as="fieldset" data-testid={testId}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">{legend}</Text>
      <HStack gap="3" wrap="wrap">
        {values.map((v) => (
          <HStack as="label" key={v} gap="1.5" fontSize="sm">
            <input type="checkbox" checked={chosen.includes(v)} onChange={(e) => onChange(e.currentTarget.checked ? [...chosen, v] : chosen.filter((c) => c !== v))} />
            {v}
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
