import { Box } from '@chakra-ui/react/box';
import { memo, useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { shopPath } from '../../../config/paths';
import { groupCategories } from '../lib/category-groups';
import { formatCategory } from '../lib/format';

// The groups' styles, given once by their root (as the filter panel's sections are): the menu
// is drawn in the header of every page, and a Chakra element per link computes its styles.
const SHARED = {
  '& .category-group-title': { fontSize: 'xs', fontWeight: 'semibold', letterSpacing: '0.12em', textTransform: 'uppercase', color: 'fg.muted' },
  '& .category-group-links': { listStyle: 'none', display: 'flex', flexDirection: 'column' },
  '& .category-group-link': { display: 'block', _hover: { color: 'brand.fg' } },
} as const;

const LAYOUTS = {
  /** The desktop dropdown: a column per group, side by side. */
  columns: {
    ...SHARED,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'max-content',
    columnGap: '10',
    '& .category-group-title': { ...SHARED['& .category-group-title'], mb: '2', px: '2' },
    '& .category-group-links': { ...SHARED['& .category-group-links'], gap: '0.5' },
    '& .category-group-link': { ...SHARED['& .category-group-link'], px: '2', py: '1.5', fontSize: 'sm', borderRadius: 'l1', _hover: { bg: 'bg.canvas', color: 'brand.fg' } },
  },
  /** The phone menu: the groups one under another, with links big enough to tap. */
  stack: {
    ...SHARED,
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    '& .category-group-title': { ...SHARED['& .category-group-title'], mb: '1' },
    '& .category-group-link': { ...SHARED['& .category-group-link'], py: '2.5', fontSize: 'md', fontWeight: 'medium' },
  },
} as const;

export interface CategoryGroupsProps {
  /** The catalogue's categories, in shop order (useCatalogue). */
  categories: readonly string[];
  /** Called when a link is followed (a menu closes). */
  onPick?: () => void;
  layout?: keyof typeof LAYOUTS;
  /**
   * What each group's title is. By default a plain label that names its list ('Women, list,
   * 5 items'): in the header a heading would come before the page's h1. Where headings fit
   * (the phone menu's sheet, under its h2 title), 'h3'.
   */
  titleAs?: 'p' | 'h3';
}

/**
 * The categories as links to the shop under the titles Women, Men, Accessories and Home
 * (lib/category-groups.ts): each group is a list named by its title. A link shows the name
 * without its group's word ('Footwear' under Women) and is named in full ('Women Footwear'):
 * a screen reader's list of links shows no headings. Used by the desktop Categories dropdown
 * and the phone menu.
 */
export const CategoryGroups = memo(function CategoryGroups({ categories, onPick, layout = 'columns', titleAs: Title = 'p' }: CategoryGroupsProps) {
  const groups = useMemo(() => groupCategories(categories), [categories]);
  const id = useId();
  return (
    <Box css={LAYOUTS[layout]} data-testid="category-groups">
      {groups.map((group, i) => (
        <div key={group.name} data-testid="category-group">
          <Title id={`${id}-${i}`} className="category-group-title">
            {group.name}
          </Title>
          <ul className="category-group-links" aria-labelledby={`${id}-${i}`}>
            {group.categories.map(({ category, label }) => {
              const name = formatCategory(category);
              return (
                <li key={category}>
                  <RouterLink className="category-group-link" to={shopPath({ category })} onClick={onPick} aria-label={name === label ? undefined : name}>
                    {label}
                  </RouterLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Box>
  );
});
