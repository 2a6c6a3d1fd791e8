import { Injectable } from '@nestjs/common';
import { ONE_SIZE } from '../catalogue/catalogue.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { badInput, conflict } from '../common/app-error.js';
import { GstRates, type LineGst, type TaxLine, taxLineInRupees, taxLinesOf, totalTax } from './gst-rates.js';
import { type DiscountRule, discountShares } from './discount.js';
import { agrees, COD_MINIMUM_MESSAGE, computeTotals, type Paise, toPaise, toRupees, type Totals } from './money.js';

export const MAX_QUANTITY = 20;
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
export const MAX_LINES = 50;

/** What a shopper is told when a line asks for more than is left (DECISIONS 11): on the cart's quote, and by stock refusing the order. */
export const overStock = (name: string, size: string, available: number): string =>
  available > 0 ? `Only ${available} left of ${name} in size ${size}` : `${name} in size ${size} is sold out`;

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
  /** Its HSN code and GST rate (gst-rates.ts); null when it cannot be priced. */
  gst: LineGst | null;
  /** The line's share of the offer's discount (0 without one); null when the line is not priced. */
  discount: Paise | null;
  problem: string | null;
  /** The line's field the problem is about (`productId`, `size`, `quantity`); null for the line as a whole. */
  problemAt: LineField | null;
}

type LineField = 'productId' | 'size' | 'quantity';

/** A code the offers module accepts for a cart: its offer and what it takes off. */
export interface CouponGranted {
  code: string;
  offerId: string;
  rule: DiscountRule;
}

/** A code the offers module refuses for a cart, with the reason to show the shopper. */
export interface CouponRefused {
  code: string;
  problem: string;
}

/**
 * What the offers module decides of the code a cart came with, given the cart's subtotal before
 * any discount (the caller asks offers, as it asks stock: pricing never does).
 */
export type CouponCheck = (subtotal: Paise) => CouponGranted | CouponRefused;

export interface Quote {
  lines: PricedLine[];
  totals: Totals;
  /** The tax per GST rate, lowest rate first, adding up to totals.tax; none without a priced line. */
  taxLines: TaxLine[];
  itemCount: number;
  /** Every line priced. */
  complete: boolean;
  /** The code applied, or null (none sent, or refused: `couponProblem`). */
  coupon: CouponGranted | null;
  couponProblem: string | null;
}

/** A line of an order as the client sent it, with the unit price it showed (rupees), if any. */
export interface OrderLineRequest extends LineRequest {
  price?: number | null;
}

/** Amounts a client showed for a whole order, in rupees; each is compared with ours when sent. */
export interface ExpectedTotals {
  subtotal?: number | null;
  tax?: number | null;
  shipping?: number | null;
  codCharges?: number | null;
  total?: number | null;
}

/**
 * What is left of each size of the given lines, as the caller's stock tells it
 * (StockService.availableOf): pricing never asks stock itself.
 */
export type Availability = (lines: LineRequest[]) => Promise<(line: LineRequest) => number>;

/** A quote that can be ordered: every line priced. */
export type OrderQuote = Omit<Quote, 'lines'> & { lines: (PricedLine & { name: string; image: string; unitPrice: Paise; lineTotal: Paise; gst: LineGst; discount: Paise })[] };

/**
 * Money of DECISIONS 1: every line, the subtotal, the tax at each line's GST rate, the COD charge and the total are
 * priced here from the catalogue, never from the request, in integer paise.
 */
@Injectable()
export class PricingService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly rates: GstRates,
  ) {}

  /**
   * Prices lines from the catalogue and totals the priced ones; lines that cannot be priced
   * carry a problem. With a code (`coupon`), the offers module decides on the subtotal before
   * any discount; a code granted takes its discount off the priced lines (discount.ts).
   */
  priceLines(requested: LineRequest[], cashOnDelivery: boolean, coupon: CouponCheck | null = null): Quote {
    const plain = this.priceLinesWith(requested, cashOnDelivery, null);
    if (!coupon) return plain;
    const decision = coupon(plain.totals.subtotal);
    if ('problem' in decision) return { ...plain, couponProblem: decision.problem };
    return { ...this.priceLinesWith(requested, cashOnDelivery, decision.rule), coupon: decision };
  }

  private priceLinesWith(requested: LineRequest[], cashOnDelivery: boolean, rule: DiscountRule | null): Quote {
    const lines = requested.map((line): PricedLine => {
      const product = this.catalogue.product(line.productId);
      const unitPrice = product ? toPaise(product.price) : null;
      const refused = this.lineProblem(line);
      const problem = refused?.message ?? (unitPrice === null ? `${product!.name} cannot be priced right now` : null);
      return {
        ...line,
        name: product?.name ?? null,
        image: product?.image ?? null,
        unitPrice,
        lineTotal: problem || unitPrice === null ? null : unitPrice * line.quantity,
        gst: problem || unitPrice === null ? null : this.rates.of(product?.category, unitPrice),
        discount: null,
        problem,
        problemAt: refused?.at ?? null,
      };
    });
    const priced = lines.filter((l) => l.lineTotal !== null) as (PricedLine & { unitPrice: Paise; lineTotal: Paise })[];
    const shares = rule ? discountShares(priced.map((l) => l.lineTotal), rule) : priced.map(() => 0);
    priced.forEach((l, i) => (l.discount = shares[i]));
    // The tax: each GST rate on its lines' taxable value, the line less its share of the discount.
    const taxLines = taxLinesOf(priced.map((l, i) => ({ lineTotal: l.unitPrice * l.quantity - shares[i], ratePercent: l.gst!.ratePercent })));
    return {
      lines,
      totals: computeTotals(priced, cashOnDelivery, totalTax(taxLines), shares.reduce((a, b) => a + b, 0)),
      taxLines,
      itemCount: priced.reduce((n, l) => n + l.quantity, 0),
      complete: lines.length > 0 && priced.length === lines.length,
      coupon: null,
      couponProblem: null,
    };
  }

  /**
   * The cart's quote as shown to shoppers (rupees): what createOrder would charge, what is left
   * of each line's size (as `availableOf` tells, for the lines of known products), and whether
   * it may be ordered. A line asking for more than is left keeps its price but carries the
   * problem createOrder would refuse it with.
   */
  async quoteCart(lines: LineRequest[], cashOnDelivery: boolean, availableOf: Availability, coupon: CouponCheck | null = null) {
    const quote = this.priceLines(lines, cashOnDelivery, coupon);
    const left = await availableOf(quote.lines.filter((l) => l.name !== null));
    const t = quote.totals;
    let overStocked = false;
    const shown = quote.lines.map((l) => {
      const product = this.catalogue.product(l.productId);
      const known = product && (product.sizes.length ? product.sizes : [ONE_SIZE]).includes(l.size);
      const available = known ? left(l) : null;
      const short = !l.problem && available !== null && l.quantity > available;
      overStocked ||= short;
      return {
        ...l,
        problem: short ? overStock(l.name!, l.size, available) : l.problem,
        available,
        unitPrice: l.unitPrice === null ? null : toRupees(l.unitPrice),
        lineTotal: l.lineTotal === null ? null : toRupees(l.lineTotal),
        discount: l.discount === null ? null : toRupees(l.discount),
      };
    });
    return {
      lines: shown,
      subtotal: toRupees(t.subtotal),
      discount: toRupees(t.discount),
      couponCode: quote.coupon?.code ?? null,
      couponMessage: quote.couponProblem,
      tax: toRupees(t.tax),
      taxLines: quote.taxLines.map(taxLineInRupees),
      shipping: toRupees(t.shipping),
      codCharge: toRupees(t.codCharge),
      codAvailable: t.codAvailable,
      codMessage: t.codAvailable ? null : COD_MINIMUM_MESSAGE,
      total: toRupees(t.total),
      itemCount: quote.itemCount,
      orderable: quote.complete && !overStocked && (!cashOnDelivery || t.codAvailable),
    };
  }

  /**
   * Prices an order, or refuses it: a line that cannot be priced (400), a unit price or total
   * the client showed that is not ours (409), Cash on Delivery under its minimum (400), a code
   * the offers module refuses (400, at `couponCode`, with its reason).
   */
  priceOrder(requested: OrderLineRequest[], cashOnDelivery: boolean, expected: ExpectedTotals | null, coupon: CouponCheck | null = null): OrderQuote {
    const quote = this.priceLines(requested, cashOnDelivery, coupon);
    const problems = quote.lines.map((l, i) => ({ field: l.problemAt ? `items[${i}].${l.problemAt}` : `items[${i}]`, message: l.problem })).filter((p): p is { field: string; message: string } => !!p.message);
    if (problems.length) throw badInput(problems[0].message, problems);
    for (const [i, line] of requested.entries()) {
      const ours = quote.lines[i].unitPrice!;
      if (line.price !== undefined && line.price !== null && !agrees(line.price, ours)) {
        const message = `The price of ${quote.lines[i].name} is now ₹${toRupees(ours).toFixed(2)}. Please review your cart.`;
        throw conflict(message, [{ field: `items[${i}].price`, message }]);
      }
    }
    if (cashOnDelivery && !quote.totals.codAvailable) throw badInput(COD_MINIMUM_MESSAGE, [{ field: 'paymentMethod', message: COD_MINIMUM_MESSAGE }]);
    if (quote.couponProblem) throw badInput(quote.couponProblem, [{ field: 'couponCode', message: quote.couponProblem }]);
    if (expected) assertExpectedTotals(expected, quote.totals);
    return quote as OrderQuote;
  }

  /**
   * Why a line cannot be ordered, and which of its fields is wrong; null when it can. Sizes: one of
   * the product's, or 'One Size' for goods without sizes.
   */
  private lineProblem(line: LineRequest): { message: string; at: LineField } | null {
    const product = this.catalogue.product(line.productId);
    if (!product) return { message: `Unknown product ${line.productId}`, at: 'productId' };
    const sizes = product.sizes.length ? product.sizes : [ONE_SIZE];
    if (!sizes.includes(line.size)) return { message: `Size ${line.size} is not available for ${product.name}`, at: 'size' };
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      return { message: QUANTITY_MESSAGE, at: 'quantity' };
    }
    return null;
  }
}

function assertExpectedTotals(expected: ExpectedTotals, totals: Totals): void {
  const pairs: [keyof ExpectedTotals, number | null | undefined, Paise][] = [
    ['subtotal', expected.subtotal, totals.subtotal],
    ['tax', expected.tax, totals.tax],
    ['shipping', expected.shipping, totals.shipping],
    ['codCharges', expected.codCharges, totals.codCharge],
    ['total', expected.total, totals.total],
  ];
  for (const [field, theirs, ours] of pairs) {
    if (theirs === undefined || theirs === null) continue;
    if (!agrees(theirs, ours)) {
      const message = `The order ${field === 'codCharges' ? 'COD charge' : field} is ₹${toRupees(ours).toFixed(2)}, not ₹${theirs.toFixed(2)}. Please review your order.`;
      throw conflict(message, [{ field: `orderSummary.${field}`, message }]);
    }
  }
}
