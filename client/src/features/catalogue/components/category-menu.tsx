import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useCatalogue } from '../api/use-catalogue';
import { CategoryGroups } from './category-groups';

/**
 * The Categories dropdown of the main navigation: opens on hover, and on click or Enter for
 * keyboard and touch (a click after hover opened it keeps it open; the next one closes it);
 * Escape or leaving closes it. A disclosure of links in lists named
 * Women, Men, Accessories and Home & Living (not an ARIA menu, whose arrow-key model and menu items are
 * for application commands): screen readers read it as site navigation, Tab walks the links,
 * and each list's name says which group a link is in. The titles are not headings: the header
 * comes before the page's h1.
 */
export function CategoryMenu() {
  const { categories } = useCatalogue();
  const [open, setOpen] = useState(false);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // Opened by the pointer resting on it: the click that follows (to open it) keeps it open.
  const byHover = useRef(false);

  return (
    <Box
      position="relative"
      onMouseEnter={() => {
        byHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <Button ref={trigger} variant="plain" px="0" fontWeight="medium" letterSpacing="normal" aria-expanded={open} aria-controls={id} onClick={() => {
          setOpen(byHover.current || !open);
          byHover.current = false;
        }} data-testid="categories-trigger">
        Categories
        <ChevronDown aria-hidden style={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : undefined }} />
      </Button>
      <Box id={id} hidden={!open} position="absolute" top="100%" left="-4" pt="2" zIndex="dropdown" data-testid="categories-menu">
        <Box p="5" w="max-content" bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" boxShadow="lg">
          <CategoryGroups categories={categories} onPick={close} />
        </Box>
      </Box>
    </Box>
  );
}
