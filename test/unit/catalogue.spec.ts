/**
 * Data checks for the static catalogue (client/public/products.json), its illustrations,
 * the home-page content (banners, offers, testimonials) and the generators in
 * scripts/catalogue/ (deterministic: re-running them gives byte-identical output).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Product } from '../../server/src/catalogue/catalogue';
import { OFFER_SEED } from '../../server/src/database/migrations/1765100000000-offers';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC = path.join(ROOT, 'client/public');
const CONTENT = path.join(ROOT, 'client/src/content');
const SCRIPTS = path.join(ROOT, 'scripts/catalogue');
/** "Today" for offer validity, pinned so the test does not depend on the clock. */
const NOW = new Date('2026-11-22T12:00:00+05:30');

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

const REQUIRED: Record<string, 'string' | 'number' | 'boolean' | 'array'> = {
  id: 'string',
  name: 'string',
  category: 'string',
  model: 'string',
  color: 'string',
  printName: 'string',
  price: 'number',
  sizes: 'array',
  image: 'string',
  description: 'string',
  isNew: 'boolean',
  isSale: 'boolean',
};
const ALLOWED_KEYS = new Set([...Object.keys(REQUIRED), 'discount']);

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const WAIST_SIZES = Array.from({ length: 8 }, (_, i) => String(26 + i * 2)); // 26..40
const UK_SIZES = Array.from({ length: 9 }, (_, i) => `UK ${3 + i}`); // UK 3..UK 11

type Family = 'footwear' | 'jeans' | 'apparel' | 'one-size';
function familyOf(category: string): Family {
  if (category.endsWith('-footwear')) return 'footwear';
  if (category.endsWith('-jeans')) return 'jeans';
  if (category.startsWith('women-') || category.startsWith('men-')) return 'apparel';
  return 'one-size';
}

/** The client's derived order: women-footwear, women-jeans, then the rest alphabetically. */
function categoryOrder(products: Product[]): string[] {
  const all = [...new Set(products.map((p) => p.category))];
  const pinned = ['women-footwear', 'women-jeans'].filter((c) => all.includes(c));
  return [...pinned, ...all.filter((c) => !pinned.includes(c)).sort()];
}

function typeOf(v: unknown): string {
  return Array.isArray(v) ? 'array' : typeof v;
}

/** Every file under dir, as paths relative to dir, sorted. */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

function runScript(name: string, args: string[]): void {
  execFileSync(process.execPath, [path.join(SCRIPTS, name), ...args, '--quiet'], { cwd: ROOT, stdio: 'pipe' });
}

function checkProductShape(p: Product): void {
  for (const [key, type] of Object.entries(REQUIRED)) {
    expect({ id: p.id, key, type: typeOf((p as unknown as Record<string, unknown>)[key]) }).toEqual({ id: p.id, key, type });
  }
  const extra = Object.keys(p).filter((k) => !ALLOWED_KEYS.has(k));
  expect({ id: p.id, extra }).toEqual({ id: p.id, extra: [] });
  expect(p.sizes.every((s) => typeof s === 'string')).toBe(true);
  if (p.isSale) {
    expect(Number.isInteger(p.discount)).toBe(true);
    expect(p.discount).toBeGreaterThanOrEqual(1);
    expect(p.discount).toBeLessThanOrEqual(90);
  } else {
    expect('discount' in p).toBe(false);
  }
}

const products = readJson<Product[]>(path.join(PUBLIC, 'products.json'));

describe('catalogue: client/public/products.json', () => {
  it('is an array of at least 150 products', () => {
    expect(Array.isArray(products)).toBe(true);
    expect(products.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique numeric-string ids, unique names and unique style codes', () => {
    const ids = products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[1-9]\d*$/);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.model)).size).toBe(products.length);
    for (const p of products) expect(p.model).toMatch(/^SQ-[A-Z]{2}-\d{4}$/);
  });

  it('gives every product exactly the documented fields, with the right types', () => {
    for (const p of products) {
      checkProductShape(p);
      expect(p.name.trim().length).toBeGreaterThan(3);
      expect(p.color.trim()).not.toBe('');
      expect(p.printName.trim()).not.toBe('');
      // 2-3 sentences or more: a blurb, then fabric, fit and care.
      expect(p.description.split(/\.\s/).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts discount on sale items only, as an integer percent between 1 and 90', () => {
    const sale = products.filter((p) => p.isSale);
    const notSale = products.filter((p) => !p.isSale);
    expect(sale.every((p) => Number.isInteger(p.discount) && p.discount! >= 1 && p.discount! <= 90)).toBe(true);
    expect(notSale.some((p) => 'discount' in p)).toBe(false);
  });

  it('points every image at an existing, self-contained SVG under client/public', () => {
    for (const p of products) {
      expect(p.image).toBe(`/images/products/${p.id}.svg`);
      const file = path.join(PUBLIC, p.image);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`<title id="t">`);
      expect(svg).toContain('viewBox="0 0 600 600"');
      // nothing loads from elsewhere: the only URL is the SVG namespace
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<image|<text|@import|xlink:href="[^#]/);
      expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
    }
  });

  it('prices products in rupees from under ₹199 to at most ₹6,999, with some in the COD-charge band', () => {
    const prices = products.map((p) => p.price);
    for (const price of prices) {
      expect(Number.isFinite(price)).toBe(true);
      expect(Math.round(price * 100) % 100).toBe(0); // whole rupees (.00)
      expect(price).toBeGreaterThan(0);
    }
    expect(Math.min(...prices)).toBeLessThan(199);
    expect(Math.max(...prices)).toBeLessThanOrEqual(6999);
    // Cash on Delivery: minimum 199, ₹50 charge under 299 -> both must be reachable with one item.
    expect(prices.some((p) => p >= 199 && p < 299)).toBe(true);
  });

  it('has at least 10 kebab-case categories including women-footwear and women-jeans', () => {
    const cats = [...new Set(products.map((p) => p.category))];
    expect(cats.length).toBeGreaterThanOrEqual(10);
    expect(cats).toEqual(expect.arrayContaining(['women-footwear', 'women-jeans']));
    for (const c of cats) {
      expect(c).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(products.filter((p) => p.category === c).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('derives the category order women-footwear, women-jeans, then alphabetical, covering every category', () => {
    const order = categoryOrder(products);
    const cats = new Set(products.map((p) => p.category));
    expect(order[0]).toBe('women-footwear');
    expect(order[1]).toBe('women-jeans');
    expect(order.slice(2)).toEqual([...order.slice(2)].sort());
    expect(new Set(order)).toEqual(cats);
    expect(order.length).toBe(cats.size);
    for (const c of order) expect(fs.existsSync(path.join(PUBLIC, 'images/categories', `${c}.svg`))).toBe(true);
  });

  it('has enough new, sale and featured (new and sale) products for the home page', () => {
    expect(products.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(20);
    expect(products.filter((p) => p.isSale).length).toBeGreaterThanOrEqual(20);
    expect(products.filter((p) => p.isNew && p.isSale).length).toBeGreaterThanOrEqual(1);
  });

  it('offers sizes that fit each category family', () => {
    for (const p of products) {
      const fam = familyOf(p.category);
      const where = `${p.id} ${p.category} ${JSON.stringify(p.sizes)}`;
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
      if (fam === 'one-size') {
        expect({ where, sizes: p.sizes }).toEqual({ where, sizes: [] });
        continue;
      }
      expect(p.sizes.length).toBeGreaterThan(0);
      const allowed = fam === 'footwear' ? UK_SIZES : fam === 'jeans' ? WAIST_SIZES : APPAREL_SIZES;
      for (const s of p.sizes) expect({ where, ok: allowed.includes(s) }).toEqual({ where, ok: true });
      // listed smallest to largest
      const idx = p.sizes.map((s) => allowed.indexOf(s));
      expect(idx).toEqual([...idx].sort((a, b) => a - b));
    }
  });

  it('has the shared images: three banners and a placeholder', () => {
    for (const f of ['banners/new.svg', 'banners/sale.svg', 'banners/premium.svg', 'placeholder.svg']) {
      const svg = fs.readFileSync(path.join(PUBLIC, 'images', f), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<text|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
    expect(fs.readFileSync(path.join(PUBLIC, 'images/banners/new.svg'), 'utf8')).toContain('viewBox="0 0 1600 600"');
  });
});

describe('home-page content: client/src/content', () => {
  interface Banner {
    id: string;
    title: string;
    subtitle: string;
    image: string;
    link: string;
    buttonText: string;
    isActive: boolean;
  }
  interface Testimonial {
    id: string;
    name: string;
    location: string;
    rating: number;
    comment: string;
  }

  it('has three active hero slides linking to the new, sale and premium collections', () => {
    const banners = readJson<Banner[]>(path.join(CONTENT, 'banners.json'));
    expect(banners).toHaveLength(3);
    expect(banners.every((b) => b.isActive === true)).toBe(true);
    expect(banners.map((b) => b.link)).toEqual(['/collections/new', '/collections/sale', '/collections/premium']);
    for (const b of banners) {
      expect(Object.keys(b).sort()).toEqual(['buttonText', 'id', 'image', 'isActive', 'link', 'subtitle', 'title']);
      for (const k of ['id', 'title', 'subtitle', 'buttonText'] as const) expect(b[k].trim()).not.toBe('');
      expect(b.image).toMatch(/^\/images\/banners\/(new|sale|premium)\.svg$/);
      expect(fs.existsSync(path.join(PUBLIC, b.image))).toBe(true);
    }
    expect(new Set(banners.map((b) => b.id)).size).toBe(3);
  });

  it("seeds the spec's coded offers (the home page shows the server's), all valid after today (pinned)", () => {
    // Free shipping needs no code (shipping is always free): the trust strip says so.
    const byCode = Object.fromEntries(OFFER_SEED.map((o) => [o.code, o]));
    expect(byCode.FIRST15).toMatchObject({ kind: 'percentage', value: 15, minSubtotalPaise: 500_00, firstOrderOnly: true });
    expect(byCode.WEEKEND10).toMatchObject({ kind: 'percentage', value: 10, minSubtotalPaise: 0, daysOfWeek: '6,7' });
    expect(byCode.BIG20).toMatchObject({ kind: 'percentage', value: 20, minSubtotalPaise: 5000_00 });
    for (const o of OFFER_SEED) expect(new Date(o.validUntil).getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('has three five-star testimonials from shoppers in Indian cities', () => {
    const t = readJson<Testimonial[]>(path.join(CONTENT, 'testimonials.json'));
    expect(t).toHaveLength(3);
    for (const x of t) {
      expect(x.rating).toBe(5);
      expect(x.name.trim()).not.toBe('');
      expect(x.location.trim()).not.toBe('');
      expect(x.comment.length).toBeGreaterThan(30);
    }
  });
});

describe('generators in scripts/catalogue are deterministic', () => {
  const tmpDirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'squ-catalogue-'));
    tmpDirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('re-creates products.json and every image byte for byte', () => {
    const out = tmp();
    runScript('generate-catalogue.mjs', ['--out', out]);
    runScript('generate-images.mjs', ['--out', out]);
    expect(fs.readFileSync(path.join(out, 'products.json')).equals(fs.readFileSync(path.join(PUBLIC, 'products.json')))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'stock-seed.json')).equals(fs.readFileSync(path.join(ROOT, 'server/seed/stock-seed.json')))).toBe(true);
    const fresh = listFiles(path.join(out, 'images'));
    const committed = listFiles(path.join(PUBLIC, 'images'));
    expect(committed).toEqual(fresh);
    const differing = fresh.filter(
      (f) => !fs.readFileSync(path.join(out, 'images', f)).equals(fs.readFileSync(path.join(PUBLIC, 'images', f))),
    );
    expect(differing).toEqual([]);
  });

  it('writes synthetic catalogues that are repeatable, prefix-stable and shaped like the real one', () => {
    const a = tmp();
    const b = tmp();
    runScript('generate-synthetic.mjs', ['--count', '400', '--out', a]);
    runScript('generate-synthetic.mjs', ['--count', '400', '--out', b]);
    runScript('generate-synthetic.mjs', ['--count', '150', '--out', b]);
    const fileA = path.join(a, 'catalogue-400.json');
    expect(fs.readFileSync(fileA).equals(fs.readFileSync(path.join(b, 'catalogue-400.json')))).toBe(true);
    const big = readJson<Product[]>(fileA);
    const small = readJson<Product[]>(path.join(b, 'catalogue-150.json'));
    expect(big).toHaveLength(400);
    expect(small).toEqual(big.slice(0, 150));
    expect(new Set(big.map((p) => p.id)).size).toBe(400);
    const realCats = new Set(products.map((p) => p.category));
    const realColours = new Set(products.map((p) => p.color));
    for (const p of big) {
      checkProductShape(p);
      expect(realCats.has(p.category)).toBe(true);
      expect(realColours.has(p.color)).toBe(true);
      expect(fs.existsSync(path.join(PUBLIC, p.image))).toBe(true);
    }
  });
});
