/**
 * The size guide's charts (client/src/features/size-guide/size-charts.json) against the
 * catalogue: every category that sells sizes has a chart, and every size the catalogue sells in
 * it has a row with a figure for each of the chart's measures; tops and dresses give bust (or
 * chest), waist and length, jeans waist and inseam, footwear the EU size and foot length.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const products: { category: string; sizes: string[] }[] = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
const charts: Record<string, { title: string; columns: string[]; rows: (string | number)[][] }> = JSON.parse(readFileSync(join(ROOT, 'client/src/features/size-guide/size-charts.json'), 'utf8'));

const sizesOf = new Map<string, Set<string>>();
for (const p of products) for (const s of p.sizes) sizesOf.set(p.category, (sizesOf.get(p.category) ?? new Set()).add(s));

test('every category with sizes has a chart, and no chart is for a category the catalogue does not size', () => {
  expect([...sizesOf.keys()].sort()).toEqual(Object.keys(charts).sort());
});

test.each([...sizesOf.entries()].map(([category, sizes]) => [category, [...sizes]] as const))('%s: every size the catalogue sells has its row, each measure a positive figure', (category, sizes) => {
  const chart = charts[category];
  const rows = new Map(chart.rows.map(([name, ...values]) => [String(name), values]));
  expect(sizes.filter((s) => !rows.has(s))).toEqual([]);
  for (const [name, values] of rows) {
    expect({ name, count: values.length }).toEqual({ name, count: chart.columns.length });
    for (const v of values) expect(typeof v === 'number' && v > 0).toBe(true);
  }
});

test('the measures by kind: tops and dresses bust or chest, waist, length; jeans waist, inseam; footwear EU and foot length', () => {
  const kind = (category: string) => (/footwear/.test(category) ? 'footwear' : /jeans/.test(category) ? 'jeans' : 'tops');
  const expected = { tops: [/^(Bust|Chest)$/, /^Waist$/, /^Length$/], jeans: [/^Waist$/, /^Inseam$/], footwear: [/^EU$/, /^Foot length$/] };
  for (const [category, chart] of Object.entries(charts)) {
    const want = expected[kind(category)];
    expect({ category, columns: chart.columns.length }).toEqual({ category, columns: want.length });
    chart.columns.forEach((c, i) => expect(c).toMatch(want[i]));
  }
});
