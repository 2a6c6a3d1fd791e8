import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pager } from './pager';

interface PagedListProps<T> {
  /** The page answered (the last one stays while the next loads), or undefined before the first. */
  page: { items: T[]; total: number; page: number } | undefined;
  loading: boolean;
  error: unknown;
  /** What the list is of, in a sentence: 'orders' ('Loading orders...', 'The orders could not be loaded.'). */
  what: string;
  /** What the pager counts: 'attempts'. */
  noun: string;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What an empty page says. */
  empty: { icon: ReactNode; title: string; description: string };
  /** The table of the page's items. */
  children: (items: T[]) => ReactNode;
}

/** An admin list's states: loading, failed, empty, or its table with the pager under it. */
export function PagedList<T>({ page, loading, error, what, noun, pageSize, onPageChange, empty, children }: PagedListProps<T>) {
  if (!page) {
    if (loading) {
      return (
        <Stack align="center" py="12" role="status">
          <Spinner size="lg" />
          <Text color="fg.muted">Loading {what}...</Text>
        </Stack>
      );
    }
    return error ? <Text role="alert" color="red.700" py="6">The {what} could not be loaded. Please try again.</Text> : null;
  }
  if (!page.items.length) return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  return (
    <Stack gap="0">
      {children(page.items)}
      <Pager total={page.total} page={page.page} pageSize={pageSize} noun={noun} onPageChange={onPageChange} />
    </Stack>
  );
}
