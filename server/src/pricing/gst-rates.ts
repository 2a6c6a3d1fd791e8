import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Paise, toPaise, toRupees } from './money.js';

/**
 * GST per line (DECISIONS 15): each catalogue category's HSN code and rate, from a committed
 * file (server/seed/gst/hsn-rates.json, GST_RATES_FILE). Every category is taxed at the file's
 * defaultRatePercent (18, the spec's rate) unless it names its own `ratePercent`, or `slabs` by
 * the price of one piece (India's 2025 apparel slabs: `[{ "upToRupees": 2500, "ratePercent": 5 },
 * { "ratePercent": 18 }]`).
 */
export interface GstSlab {
  /** The slab holds pieces priced up to this (inclusive); the last slab has none. */
  upToRupees?: number;
  ratePercent: number;
}

export interface GstCategory {
  hsn: string;
  description?: string;
  ratePercent?: number;
  slabs?: GstSlab[];
}

export interface GstRatesFile {
  source: string;
  defaultRatePercent: number;
  categories: Record<string, GstCategory>;
}

/** A line's HSN code and GST rate. */
export interface LineGst {
  hsn: string;
  ratePercent: number;
}

/** The HSN heading used for a category the file does not name (other garments). */
export const FALLBACK_HSN = '6211';

const RATES = [0, 0.25, 3, 5, 12, 18, 28, 40];

/** Checks a rates file; answers its problems (none when it may be used). */
export function gstRatesProblems(file: unknown): string[] {
  const f = file as GstRatesFile;
  const problems: string[] = [];
  const rate = (where: string, r: unknown) => {
    if (typeof r !== 'number' || !RATES.includes(r)) problems.push(`${where}: rate must be one of GST's rates ${RATES.join(', ')} (got ${JSON.stringify(r)})`);
  };
  if (!f || typeof f !== 'object' || typeof f.categories !== 'object' || f.categories === null) return ['must be an object with defaultRatePercent and categories'];
  if (typeof f.source !== 'string' || !f.source.trim()) problems.push('source: name where the HSN codes come from');
  rate('defaultRatePercent', f.defaultRatePercent);
  for (const [name, c] of Object.entries(f.categories)) {
    if (!c || typeof c.hsn !== 'string' || !/^\d{4}(\d{2}(\d{2})?)?$/.test(c.hsn)) problems.push(`${name}.hsn must be 4, 6 or 8 digits`);
    if (c?.ratePercent !== undefined) rate(`${name}.ratePercent`, c.ratePercent);
    if (c?.slabs !== undefined) {
      if (!Array.isArray(c.slabs) || !c.slabs.length) problems.push(`${name}.slabs must be a non-empty list`);
      else {
        c.slabs.forEach((s, i) => {
          rate(`${name}.slabs[${i}].ratePercent`, s?.ratePercent);
          const last = i === c.slabs!.length - 1;
          if (last && s?.upToRupees !== undefined) problems.push(`${name}.slabs: the last slab has no upToRupees (it takes every higher price)`);
          if (!last && !(typeof s?.upToRupees === 'number' && s.upToRupees > (c.slabs![i - 1]?.upToRupees ?? 0))) problems.push(`${name}.slabs[${i}].upToRupees must be a rising amount`);
        });
      }
    }
  }
  return problems;
}

/** The rates of one file, asked per line. */
export class GstRates {
  /**
   * The rates' version (the first 16 hex digits of the SHA-256 of their content), which the
   * catalogue's answers carry since each product says its rate (`catalogueAnswersVersion`).
   */
  readonly version: string;

  constructor(private readonly file: GstRatesFile) {
    this.version = createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 16);
  }

  static load(path: string): GstRates {
    const file: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const problems = gstRatesProblems(file);
    if (problems.length) throw new Error(`GST rates file ${path}:\n  - ${problems.join('\n  - ')}`);
    return new GstRates(file as GstRatesFile);
  }

  /** The GST rate, in percent, that comes on top of a product's price: its category's, by the price of one piece. */
  rateOfProduct(product: { category: string; price: number }): number {
    return this.of(product.category, toPaise(product.price) ?? Math.round(product.price * 100)).ratePercent;
  }

  get source(): string {
    return this.file.source;
  }

  /** The HSN code and rate of a piece of `category` priced `unitPrice`. */
  of(category: string | null | undefined, unitPrice: Paise): LineGst {
    const c = category ? this.file.categories[category] : undefined;
    const hsn = c?.hsn ?? FALLBACK_HSN;
    if (c?.slabs) {
      const slab = c.slabs.find((s) => s.upToRupees === undefined || unitPrice <= s.upToRupees * 100)!;
      return { hsn, ratePercent: slab.ratePercent };
    }
    return { hsn, ratePercent: c?.ratePercent ?? this.file.defaultRatePercent };
  }
}

/** The tax at one GST rate: the taxable value of the lines at that rate and its tax. */
export interface TaxLine {
  ratePercent: number;
  taxable: Paise;
  tax: Paise;
}

/**
 * The tax of lines at their rates, one TaxLine per rate, lowest rate first: the lines of one
 * rate are taxed together, on their sum, rounded half up to the paisa. The quote, the order's
 * read-back and its mails show these lines ('Tax (5%)', 'Tax (18%)'); no client computes them.
 */
export function taxLinesOf(lines: { lineTotal: Paise; ratePercent: number }[]): TaxLine[] {
  const byRate = new Map<number, Paise>();
  for (const l of lines) byRate.set(l.ratePercent, (byRate.get(l.ratePercent) ?? 0) + l.lineTotal);
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, taxable]) => ({ ratePercent, taxable, tax: Math.round((taxable * ratePercent) / 100) }));
}

/** The tax of all rates together. */
export const totalTax = (taxLines: TaxLine[]): Paise => taxLines.reduce((s, t) => s + t.tax, 0);

/**
 * The tax of lines at their rates: the sum of taxLinesOf. With one rate for all (18% by
 * default) it is exactly the spec's `rate of the subtotal`.
 */
export function taxOfLines(lines: { lineTotal: Paise; ratePercent: number }[]): Paise {
  return totalTax(taxLinesOf(lines));
}

/** A stored order line's GST rate in percent: lines placed before GST documents carry none and were taxed at 18%. */
const storedRatePercent = (gstRateBp: number | null): number => (gstRateBp ?? 1800) / 100;

/** The taxable value and rate of stored order lines (the line total less its share of the discount). */
export const ratedStoredLines = (lines: { lineTotalPaise: Paise; discountPaise: Paise; gstRateBp: number | null }[]) =>
  lines.map((l) => ({ lineTotal: l.lineTotalPaise - l.discountPaise, ratePercent: storedRatePercent(l.gstRateBp) }));

/** A rate as printed: '18%', '2.5%' (CGST of 5%), '0.25%'. */
export const pct = (ratePercent: number) => `${Number(ratePercent.toFixed(3))}%`;

/** A TaxLine as the API shows it: amounts in rupees. */
export const taxLineInRupees = (t: TaxLine) => ({ ratePercent: t.ratePercent, taxable: toRupees(t.taxable), tax: toRupees(t.tax) });

/** A placed order's tax per rate, from its stored lines' rates (both surfaces' read-back), in rupees. */
export const storedTaxLines = (lines: { lineTotalPaise: Paise; discountPaise: Paise; gstRateBp: number | null }[]) =>
  taxLinesOf(ratedStoredLines(lines)).map(taxLineInRupees);

/**
 * The tax of each line (for the invoice), adding up to taxOfLines exactly: each rate's tax is
 * shared over its lines by their amounts, the paise left over going to the largest remainders.
 */
export function lineTaxes(lines: { lineTotal: Paise; ratePercent: number }[]): Paise[] {
  const out = lines.map(() => 0);
  for (const { ratePercent: rate, taxable: sum, tax } of taxLinesOf(lines)) {
    const idx = lines.map((l, i) => (l.ratePercent === rate ? i : -1)).filter((i) => i >= 0);
    const exact = idx.map((i) => (sum ? (tax * lines[i].lineTotal) / sum : 0));
    idx.forEach((i, k) => (out[i] = Math.floor(exact[k])));
    let left = tax - idx.reduce((s, i) => s + out[i], 0);
    const order = idx.map((i, k) => ({ i, r: exact[k] - Math.floor(exact[k]) })).sort((a, b) => b.r - a.r || a.i - b.i);
    for (const { i } of order) {
      if (left <= 0) break;
      out[i] += 1;
      left -= 1;
    }
  }
  return out;
}

/**
 * The version of every catalogue answer (the Catalogue, Product and PriceRange types, their kept
 * answers and ETags, the prerendered pages): the catalogue file's and, since a product says its
 * GST rate, the rates file's. A change of either is never answered from the other's old pages.
 */
export const catalogueAnswersVersion = (catalogueVersion: string, rates: GstRates): string => `${catalogueVersion}.${rates.version}`;
