import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Group } from '@chakra-ui/react/group';
import { Pagination } from '@chakra-ui/react/pagination';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What is counted: 'orders'. */
  noun: string;
}

/** Chakra's Pagination under a table: 'Showing 21-40 of 57 orders', then the page buttons. */
export function Pager({ total, page, pageSize, onPageChange, noun }: PagerProps) {
  const first = total ? (page - 1) * pageSize + 1 : 0;
  const last = Math.min(page * pageSize, total);
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="4">
      <Text fontSize="sm" color="fg.muted" data-testid="pager-text">
        {total ? `Showing ${first}-${last} of ${total} ${noun}` : `No ${noun}`}
      </Text>
      {total > pageSize && (
        <Pagination.Root count={total} pageSize={pageSize} page={page} siblingCount={1} onPageChange={(e) => onPageChange(e.page)}>
          <Group attached={false} gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton variant="outline" size="sm" borderColor="gray.300" aria-label="Previous page">
                <ChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              ellipsis={
                <Box as="span" px="2" color="fg.muted" alignSelf="center">
                  …
                </Box>
              }
              render={(p) => (
                <Button variant={p.value === page ? 'solid' : 'ghost'} size="sm" minW="9" px="2" aria-label={`Page ${p.value}`}>
                  {p.value}
                </Button>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton variant="outline" size="sm" borderColor="gray.300" aria-label="Next page">
                <ChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </Group>
        </Pagination.Root>
      )}
    </Flex>
  );
}
