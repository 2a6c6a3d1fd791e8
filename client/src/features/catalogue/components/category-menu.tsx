import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { shopPath } from '../../../config/paths';
import { useCatalogue } from '../api/use-catalogue';
import { formatCategory } from '../lib/format';

/**
 * The Categories dropdown of the main navigation: opens on hover, and on click or Enter for
 * keyboard and touch; Escape or leaving closes it. A disclosure of links (not an ARIA
 * menu), which is how screen readers expect site navigation to behave.
 */
export function CategoryMenu() {
  const { categories } = useCatalogue();
  const [open, setOpen] = useState(false);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <Box
      position="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <Button ref={trigger} variant="plain" px="0" fontWeight="medium" letterSpacing="normal" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} data-testid="categories-trigger">
        Categories
        <ChevronDown aria-hidden style={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : undefined }} />
      </Button>
      <Box id={id} hidden={!open} position="absolute" top="100%" left="-4" pt="2" zIndex="dropdown" data-testid="categories-menu">
        <SimpleGrid as="ul" listStyle="none" columns={2} gap="1" columnGap="6" p="5" w="max-content" bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" boxShadow="lg">
          {categories.map((c) => (
            <li key={c}>
              <Box asChild display="block" px="2" py="1.5" fontSize="sm" borderRadius="l1" _hover={{ bg: 'bg.canvas', color: 'brand.fg' }}>
                <RouterLink to={shopPath({ category: c })} onClick={() => setOpen(false)}>
                  {formatCategory(c)}
                </RouterLink>
              </Box>
            </li>
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}
