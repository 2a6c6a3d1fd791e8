import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoryGroupOf, groupCategories } from './category-groups';
import { orderCategories } from './filter-products';

const names = (groups: ReturnType<typeof groupCategories>) => groups.map((g) => [g.name, g.categories.map((c) => c.label)]);

describe('category groups', () => {
  it('the shop catalogue: Women, Men, Accessories and Home & Living, each in shop order, every category once', () => {
    const products = JSON.parse(readFileSync(join(__dirname, '../../../../public/products.json'), 'utf8')) as { category: string }[];
    const categories = orderCategories(products.map((p) => p.category));
    const groups = groupCategories(categories);
    expect(names(groups)).toEqual([
      ['Women', ['Footwear', 'Jeans', 'Dresses', 'Kurtas', 'Tops']],
      ['Men', ['Footwear', 'Jeans', 'Shirts', 'T-Shirts']],
      ['Accessories', ['Accessories', 'Bags']],
      ['Home & Living', ['Home & Living']],
    ]);
    expect(groups.flatMap((g) => g.categories.map((c) => c.category)).sort()).toEqual([...categories].sort());
  });

  it.each([
    ['women-tops', 'Women'],
    ['men-shirts', 'Men'],
    ['Mens_Kurtas', 'Men'],
    ['ladies-sarees', 'Women'],
    ['bags', 'Accessories'],
    ['men-bags', 'Men'],
    ['sunglasses', 'Accessories'],
    ['home', 'Home & Living'],
    ['home-decor', 'Home & Living'],
    ['kids-wear', 'More'],
    ['', 'More'],
  ])('%s goes under %s', (category, group) => {
    expect(categoryGroupOf(category)).toBe(group);
  });

  it('a category that fits no group is kept, under More, after the others; empty groups are left out', () => {
    expect(names(groupCategories(['kids-wear', 'women-tops', 'beauty', 'home']))).toEqual([
      ['Women', ['Tops']],
      ['Home & Living', ['Home & Living']],
      ['More', ['Kids Wear', 'Beauty']],
    ]);
    expect(groupCategories([])).toEqual([]);
  });

  it('links keep the category as the catalogue names it; a name that is only the group word stays whole', () => {
    expect(groupCategories(['women-footwear', 'women', 'women-footwear'])).toEqual([
      { name: 'Women', categories: [{ category: 'women-footwear', label: 'Footwear' }, { category: 'women', label: 'Women' }] },
    ]);
  });
});
