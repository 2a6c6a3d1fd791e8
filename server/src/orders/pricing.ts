import type { Catalogue } from '../catalogue/catalogue.js';
import { ONE_SIZE } from '../catalogue/catalogue.js';
import { computeTotals, type Paise, toPaise, type Totals } from '../common/money.js';

export const MAX_QUANTITY = 20;
export const MAX_LINES = 50;

export interface LineRequest {
  productId: string;
  size: string;
  quantity: number;
}

export interface PricedLine extends LineRequest {
  name: string | null;
  image: string | null;
  unitPrice: Paise | null;
  lineTotal: Paise | null;
  problem: string | null;
}

export interface Quote {
  lines: PricedLine[];
  totals: Totals;
  itemCount: number;
  /** Every line priced. */
  complete: boolean;
}

/** Why a line cannot be ordered, or null. Sizes: one of the product's, or 'One Size' for goods without sizes. */
function lineProblem(catalogue: Catalogue, line: LineRequest): string | null {
  const product = catalogue.byId.get(line.productId);
  if (!product) return `Unknown product ${line.productId}`;
  const sizes = product.sizes.length ? product.sizes : [ONE_SIZE];
  if (!sizes.includes(line.size)) return `Size ${line.size} is not available for ${product.name}`;
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
    return `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
  }
  return null;
}

/** Prices lines from the catalogue (never from the request) and totals the priced ones. */
export function priceLines(catalogue: Catalogue, requested: LineRequest[], cashOnDelivery: boolean): Quote {
  const lines = requested.map((line): PricedLine => {
    const product = catalogue.byId.get(line.productId);
    const unitPrice = product ? toPaise(product.price) : null;
    const problem = lineProblem(catalogue, line) ?? (unitPrice === null ? `${product!.name} cannot be priced right now` : null);
    return {
      ...line,
      name: product?.name ?? null,
      image: product?.image ?? null,
      unitPrice,
      lineTotal: problem || unitPrice === null ? null : unitPrice * line.quantity,
      problem,
    };
  });
  const priced = lines.filter((l) => l.lineTotal !== null) as (PricedLine & { unitPrice: Paise })[];
  return {
    lines,
    totals: computeTotals(priced, cashOnDelivery),
    itemCount: priced.reduce((n, l) => n + l.quantity, 0),
    complete: lines.length > 0 && priced.length === lines.length,
  };
}
