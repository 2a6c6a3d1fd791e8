import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Search, X } from 'lucide-react';
import type { Ref } from 'react';

interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** The FAQ's search field: filters as you type; Escape or the cross clears it. */
export function FaqSearch({ value, onChange, ref }: FaqSearchProps) {
  return (
    <Box as="search" position="relative" w="full" maxW="xl" mt="2">
      <Box position="absolute" insetStart="4" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
        <Search size={18} aria-hidden />
      </Box>
      <Input
        ref={ref}
        type="search"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        aria-label="Search frequently asked questions"
        placeholder="Search questions, e.g. refund, COD, size"
        size="xl"
        bg="bg"
        borderColor="gray.300"
        ps="12"
        pe="12"
        fontSize="md"
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        data-testid="faq-search"
      />
      {value && (
        <IconButton aria-label="Clear the search field" variant="ghost" size="sm" position="absolute" insetEnd="2" top="50%" transform="translateY(-50%)" zIndex="1" onClick={() => onChange('')}>
          <X />
        </IconButton>
      )}
    </Box>
  );
}
