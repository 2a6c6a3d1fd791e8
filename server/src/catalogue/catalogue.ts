import { createHash } from 'node:crypto';

/** A product of the static catalogue file, exactly as the file has it. */
export interface Product {
  id: string;
  name: string;
  category: string;
  model: string;
  color: string;
  printName: string;
  price: number;
  sizes: string[];
  image: string;
  description: string;
  isNew: boolean;
  isSale: boolean;
  discount?: number;
}

/** The catalogue with what is derived from it, computed once per version of the file. */
export interface Catalogue {
  products: Product[];
  byId: Map<string, Product>;
  categories: string[];
  colors: string[];
  sizes: string[];
  priceRange: { min: number; max: number };
  /** The products of each style (styleOf), in catalogue order: a style's colours. */
  byStyle: Map<string, Product[]>;
  version: string;
  /** The file's bytes as served at /products.json. */
  json: Buffer;
}

/** The size a cart line carries for goods that have none. */
export const ONE_SIZE = 'One Size';

const CATEGORY_HEAD = ['women-footwear', 'women-jeans'];

/** Spec order: women-footwear, women-jeans, then the rest alphabetically. */
export function orderCategories(categories: Iterable<string>): string[] {
  const unique = [...new Set(categories)];
  const head = CATEGORY_HEAD.filter((c) => unique.includes(c));
  const rest = unique.filter((c) => !CATEGORY_HEAD.includes(c)).sort((a, b) => a.localeCompare(b));
  return [...head, ...rest];
}

function isProduct(p: unknown): p is Product {
  if (!p || typeof p !== 'object') return false;
  const o = p as Record<string, unknown>;
  const strings = ['id', 'name', 'category', 'model', 'color', 'printName', 'image', 'description'];
  return (
    strings.every((k) => typeof o[k] === 'string') &&
    typeof o.price === 'number' &&
    o.price > 0 &&
    Array.isArray(o.sizes) &&
    o.sizes.every((s) => typeof s === 'string') &&
    typeof o.isNew === 'boolean' &&
    typeof o.isSale === 'boolean' &&
    (o.discount === undefined || typeof o.discount === 'number')
  );
}

/**
 * A product's style: its category and its name without its colour ('Black Cotton Crew Neck
 * T-Shirt' in Black is 'men-tshirts|cotton crew neck t-shirt'). The catalogue has one product
 * (and model code) per colour; the products of one style are that style's colours, which an
 * exchange may swap (DECISIONS 14). A name that does not hold its colour is a style of its own.
 */
export function styleOf(p: Pick<Product, 'category' | 'name' | 'color'>): string {
  const name = p.name.toLowerCase().replace(/\s+/g, ' ').trim();
  const color = p.color.toLowerCase().replace(/\s+/g, ' ').trim();
  const at = color ? name.indexOf(color) : -1;
  const bare = at < 0 ? name : `${name.slice(0, at)} ${name.slice(at + color.length)}`.replace(/\s+/g, ' ').trim();
  return `${p.category}|${bare}`;
}

/** Builds the catalogue from the file's bytes; entries that are not products are left out and reported. */
export function buildCatalogue(bytes: Buffer): { catalogue: Catalogue; rejected: number } {
  const parsed: unknown = JSON.parse(bytes.toString('utf8'));
  if (!Array.isArray(parsed)) throw new Error('the catalogue file must hold a JSON array of products');
  const products = parsed.filter(isProduct);
  const byId = new Map(products.map((p) => [p.id, p]));
  const prices = products.map((p) => p.price);
  const byStyle = new Map<string, Product[]>();
  for (const p of products) {
    const style = styleOf(p);
    byStyle.set(style, [...(byStyle.get(style) ?? []), p]);
  }
  return {
    rejected: parsed.length - products.length,
    catalogue: {
      products,
      byId,
      categories: orderCategories(products.map((p) => p.category)),
      colors: [...new Set(products.map((p) => p.color))].sort((a, b) => a.localeCompare(b)),
      sizes: [...new Set(products.flatMap((p) => p.sizes))],
      priceRange: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
      byStyle,
      version: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
      json: bytes,
    },
  };
}

export const EMPTY_CATALOGUE: Catalogue = buildCatalogue(Buffer.from('[]')).catalogue;
