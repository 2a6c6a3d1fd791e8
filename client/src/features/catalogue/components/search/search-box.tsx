import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Search } from 'lucide-react';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { shopPath } from '../../../../config/paths';
import { useCatalogue } from '../../api/use-catalogue';
import { useCatalogueSearch } from '../../hooks/use-catalogue-search';
import { canSuggest, searchSuggestions } from '../../lib/filter-products';
import { SearchSuggestions } from './search-suggestions';

/**
 * The header's live search: suggestions after more than 2 characters, Enter goes to the
 * shop's results (blank input is ignored), arrows move through the suggestions, Escape closes.
 */
export function SearchBox({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { products } = useCatalogue();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  // The box shows each keystroke at once; the suggestions follow in a background render.
  const suggestedTerm = useDeferredValue(term);
  const { found, searching } = useCatalogueSearch(products, canSuggest(suggestedTerm) ? suggestedTerm : '');
  const suggestions = useMemo(() => searchSuggestions(suggestedTerm, found), [suggestedTerm, found]);
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const showing = open && canSuggest(term) && canSuggest(suggestedTerm);

  const finish = useCallback(() => {
    setOpen(false);
    setTerm('');
    onDone?.();
  }, [onDone]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    if (!q) return;
    navigate(shopPath({ search: q }));
    input.current?.blur();
    finish();
  };

  const move = useCallback((e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      setOpen(false);
      input.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...(root.current?.querySelectorAll<HTMLElement>('[data-suggestion]') ?? [])];
    if (!links.length) return;
    e.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    (next < 0 ? input.current : links[next])?.focus();
  }, []);

  return (
    <Box
      as="form"
      ref={root}
      role="search"
      position="relative"
      w="full"
      onSubmit={submit}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <Input
        ref={input}
        type="search"
        name="search"
        value={term}
        placeholder="Search for products..."
        aria-label="Search products"
        autoComplete="off"
        autoFocus={autoFocus}
        onChange={(e) => {
          setTerm(e.target.value);
          // Only while the box has focus: a term typed before the app came is handed to it
          // later (lib/early-input.ts), when the shopper may have moved on.
          setOpen(e.target === document.activeElement);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={move}
        bg="bg.canvas"
        borderColor="gray.300"
        pe="10"
        data-testid="search-input"
      />
      <IconButton type="submit" aria-label="Search" variant="ghost" size="sm" position="absolute" insetEnd="1" top="50%" transform="translateY(-50%)">
        <Search />
      </IconButton>
      {showing && (
        <SearchSuggestions id={listId} term={suggestedTerm} suggestions={suggestions} found={found} searching={searching} products={products} onPick={finish} onKeyDown={move} />
      )}
    </Box>
  );
}
