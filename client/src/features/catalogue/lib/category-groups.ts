import { formatCategory } from './format';

/** The groups the Categories menus show, in their order. */
export const CATEGORY_GROUPS = ['Women', 'Men', 'Accessories', 'Home & Living'] as const;
/** Where a category that none of them names goes: shown last, only when it has any. */
export const OTHER_GROUP = 'More';

export type CategoryGroupName = (typeof CATEGORY_GROUPS)[number] | typeof OTHER_GROUP;

export interface CategoryLink {
  /** The category as the catalogue names it (the shop's ?category= value). */
  category: string;
  /** What the link shows under its group's heading: 'women-footwear' under Women is 'Footwear'. */
  label: string;
}

export interface CategoryGroup {
  name: CategoryGroupName;
  categories: CategoryLink[];
}

// Words of a category's slug that say its group. The shop's slugs are 'women-…', 'men-…',
// 'accessories', 'bags' and 'home'; the other words are what a growing catalogue would add.
const WORDS: Record<Exclude<CategoryGroupName, typeof OTHER_GROUP>, readonly string[]> = {
  Women: ['women', 'womens', 'woman', 'ladies'],
  Men: ['men', 'mens', 'man'],
  Accessories: ['accessories', 'accessory', 'bags', 'bag', 'belts', 'wallets', 'jewellery', 'jewelry', 'watches', 'sunglasses', 'socks', 'caps', 'hats', 'scarves'],
  'Home & Living': ['home', 'decor', 'kitchen', 'bedding', 'bath', 'living', 'furnishing', 'furnishings'],
};

/** The group a category belongs to, by the words of its slug; 'More' when none names it. */
export function categoryGroupOf(category: string): CategoryGroupName {
  const words = category.toLowerCase().split(/[-_\s]+/);
  return CATEGORY_GROUPS.find((group) => words.some((w) => WORDS[group].includes(w))) ?? OTHER_GROUP;
}

/** The category's name without its group's word: 'Footwear' under Women; 'Bags' stays. */
function labelIn(group: CategoryGroupName, category: string): string {
  const words = category.split(/[-_\s]+/).filter(Boolean);
  const rest = group === 'Women' || group === 'Men' ? words.filter((w) => !WORDS[group].includes(w.toLowerCase())) : words;
  return formatCategory((rest.length ? rest : words).join('-'));
}

/**
 * The categories under Women, Men, Accessories and Home & Living (then More, for any that fit none), in
 * the order they are given (the shop's) within each group. Groups without a category are left
 * out; no category is.
 */
export function groupCategories(categories: readonly string[]): CategoryGroup[] {
  const order: CategoryGroupName[] = [...CATEGORY_GROUPS, OTHER_GROUP];
  const groups = new Map(order.map((g) => [g, [] as CategoryLink[]]));
  for (const category of new Set(categories)) {
    const group = categoryGroupOf(category);
    groups.get(group)!.push({ category, label: labelIn(group, category) });
  }
  return [...groups].filter(([, links]) => links.length).map(([name, links]) => ({ name, categories: links }));
}
