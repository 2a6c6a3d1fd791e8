/**
 * What the offers suites share (test/e2e/offers-*.e2e-spec.ts): the calls with a code on both
 * surfaces, the admin's offers, and India's day of the week.
 */
import { gql, rest } from './api';
import { type Session, server } from './orders';
import { expectGqlOk, gqlOrderInput, idempotencyKey, type Line, line, loadCatalogue, ORDER_FIELDS, plentySizes, restOrderPayload } from './shop';

export const OFFER_ORDER_FIELDS = `${ORDER_FIELDS} discount couponCode items { productId lineTotal discount }`;
export const CREATE_WITH_CODE = `mutation Create($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { ${OFFER_ORDER_FIELDS} } }`;
export const QUOTE = `query Quote($lines: [CartLineInput!]!, $pm: PaymentMethod, $code: String) {
  quoteCart(lines: $lines, paymentMethod: $pm, couponCode: $code) { subtotal discount couponCode couponMessage tax codCharge codAvailable total orderable lines { lineTotal discount } }
}`;
export const OFFER_FIELDS = 'id code title kind value minSubtotal firstOrderOnly daysOfWeek validFrom validUntil active usageLimit perCustomerLimit timesUsed';
export const ADMIN_OFFERS = `query { adminOffers { ${OFFER_FIELDS} } }`;
export const CREATE_OFFER = `mutation Create($input: OfferInput!) { createOffer(input: $input) { ${OFFER_FIELDS} } }`;
export const UPDATE_OFFER = `mutation Update($id: ID!, $input: OfferInput!) { updateOffer(id: $id, input: $input) { ${OFFER_FIELDS} } }`;
export const SET_ACTIVE = `mutation Active($id: ID!, $active: Boolean!) { setOfferActive(id: $id, active: $active) { ${OFFER_FIELDS} } }`;

/** A REST order with a code: the spec-shaped payload without its orderSummary (its totals are before the discount). */
export const placeRestWithCode = (s: Session, lines: Line[], couponCode: string | undefined, method = 'upi') =>
  rest(server, 'POST', '/api/orders', restOrderPayload(s.user.id, lines, method, { orderSummary: undefined, ...(couponCode === undefined ? {} : { couponCode }) }), { token: s.token });

export const placeGqlWithCode = (s: Session, lines: Line[], couponCode: string | undefined, method = 'upi', key = idempotencyKey()) =>
  gql(server, CREATE_WITH_CODE, { input: gqlOrderInput(lines, method, couponCode === undefined ? {} : { couponCode }), key }, { token: s.token });

export const quote = async (lines: Line[], code: string | null, token?: string, pm = 'UPI') =>
  expectGqlOk(await gql(server, QUOTE, { lines: lines.map((l) => ({ productId: l.product.id, size: l.size, quantity: l.quantity })), pm, code }, token ? { token } : {})).quoteCart;

let offerCounter = 0;
/** A fresh code for an offer a test makes. */
export const freshCode = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${(offerCounter += 1)}`.slice(0, 32);

export async function createOffer(adminToken: string, input: Record<string, unknown>) {
  return expectGqlOk(await gql(server, CREATE_OFFER, { input: { title: 'A test offer', kind: 'PERCENTAGE', value: 10, ...input } }, { token: adminToken })).createOffer;
}

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
/** The day of the week in India now (UTC+05:30), as the DayOfWeek enum names it. */
export const indiaDay = (now = new Date()) => DAYS[(new Date(now.getTime() + 330 * 60_000).getUTCDay() + 6) % 7];
export const otherDays = (day: string) => DAYS.filter((d) => d !== day);

/** Half up to the paisa, per line, as the shop rounds a percentage. */
export const percentOf = (rupees: number, percent: number) => Math.floor((Math.round(rupees * 100) * percent + 50) / 100) / 100;

/**
 * A cart whose subtotal is exactly `target` rupees: one product or two or three (up to 12 of
 * each), from sizes with plenty of stock. (Every catalogue price ends in 9, so ₹5,000 takes
 * pieces in tens.)
 */
export function cartAt(target: number): Line[] {
  const products = loadCatalogue().filter((p) => plentySizes(p).length);
  const byPrice = new Map(products.map((p) => [Math.round(p.price * 100), p]));
  const prices = [...byPrice.keys()];
  const t = Math.round(target * 100);
  const found = (picks: [number, number][]) => picks.map(([price, q]) => line(byPrice.get(price)!, q));
  for (const a of prices) for (let qa = 1; qa <= 12; qa += 1) if (a * qa === t) return found([[a, qa]]);
  for (const a of prices)
    for (const b of prices) {
      if (a >= b) continue;
      for (let qa = 1; qa <= 12; qa += 1) for (let qb = 1; qb <= 12; qb += 1) if (a * qa + b * qb === t) return found([[a, qa], [b, qb]]);
    }
  for (const a of prices)
    for (const b of prices)
      for (const c of prices) {
        if (a >= b || b >= c) continue;
        for (let qa = 1; qa <= 12; qa += 1) for (let qb = 1; qb <= 12; qb += 1) {
          const rest = t - a * qa - b * qb;
          if (rest > 0 && rest % c === 0 && rest / c <= 12) return found([[a, qa], [b, qb], [c, rest / c]]);
        }
      }
  throw new Error(`no cart of ₹${target} in the catalogue`);
}
