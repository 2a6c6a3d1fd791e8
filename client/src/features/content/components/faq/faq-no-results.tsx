import { Button } from '@chakra-ui/react/button';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../../components/empty-state';

/** 'No Results Found' for a search that matches nothing, with the way back to every question. */
export function FaqNoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <EmptyState icon={<SearchX size={32} />} title="No Results Found" description={`We couldn’t find a question matching “${query.trim()}”. Try another word, or ask us directly.`}>
      <Button size="lg" onClick={onClear} data-testid="faq-clear">
        Clear Search
      </Button>
    </EmptyState>
  );
}
