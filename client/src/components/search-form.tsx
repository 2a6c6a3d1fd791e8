import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';

interface SearchFormProps {
  label: string;
  placeholder: string;
  /** The search the list shows now (the URL's); what is typed is sent on Enter or Search. */
  value: string;
  onSearch: (search: string) => void;
  maxLength?: number;
  /** The input's test id; the button's is `<testId>-submit`. */
  testId: string;
  /** More controls on the search's line (a filter toggle). */
  children?: ReactNode;
}

/** The admin console's search box: a labelled search input and its Search button, in a search landmark. */
export function SearchForm({ label, placeholder, value, onSearch, maxLength = 100, testId, children }: SearchFormProps) {
  const [search, setSearch] = useState(value);
  useEffect(() => setSearch(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(search);
  };
  return (
    <Box as="form" role="search" onSubmit={submit} flex="1">
      <Field.Root gap="1.5">
        <Field.Label fontSize="sm" fontWeight="medium">{label}</Field.Label>
        <HStack gap="2" w="full" wrap="wrap">
          <Input flex="1" minW="48" size="sm" borderColor="gray.300" type="search" placeholder={placeholder} value={search} maxLength={maxLength} onChange={(e) => setSearch(e.currentTarget.value)} data-testid={testId} />
          <Button type="submit" size="sm" data-testid={`${testId}-submit`}>
            <Search aria-hidden /> Search
          </Button>
          {children}
        </HStack>
      </Field.Root>
    </Box>
  );
}
