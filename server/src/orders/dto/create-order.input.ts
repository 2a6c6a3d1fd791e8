import { ValidateBy } from 'class-validator';
import { Documented, type SchemaPart, together } from '../../common/api-schema.js';
import { EMAIL_PATTERN, IsText, MaxChars, PHONE_PATTERN, PINCODE_PATTERN, rule, text, trimmedPattern } from '../../common/validation.js';
import { NestedList, NestedObject } from '../../common/validation.pipe.js';
import { MAX_LINES } from '../../pricing/pricing.service.js';
import { PAYMENT_METHOD_NAMES, type PaymentMethod, paymentMethodOf } from '../payment-methods.js';
import { OrderLineInput } from './order-line.input.js';

const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method: card, upi, netbanking or cod';

/** The lines of an order: a list of 1 to MAX_LINES lines. */
const Lines = (): PropertyDecorator => {
  const nested = NestedList(OrderLineInput);
  const some = ValidateBy({ name: 'someLines', validator: { validate: (v: unknown) => Array.isArray(v) && v.length > 0 } }, rule(1, 'Your order has no items'));
  const few = ValidateBy(
    { name: 'fewLines', validator: { validate: (v: unknown) => !Array.isArray(v) || v.length <= MAX_LINES } },
    rule(1, `At most ${MAX_LINES} lines`, () => `An order can hold at most ${MAX_LINES} lines`),
  );
  const documented = Documented({ required: true, minItems: 1, maxItems: MAX_LINES });
  return together(nested, some, few, documented);
};

const PaymentMethodField = (): PropertyDecorator => {
  const check = ValidateBy({ name: 'paymentMethod', validator: { validate: (v: unknown) => paymentMethodOf(v) !== null } }, rule(2, PAYMENT_METHOD_MESSAGE));
  const documented = Documented({ type: 'string', required: true, enum: PAYMENT_METHOD_NAMES, description: 'card, upi, netbanking or cod (the other names are the same four, as other clients spell them).' });
  return together(check, documented);
};

/**
 * Contact text of an order: left out or null, the profile's is used (orders/shipping.ts). When
 * sent, shipping.ts checks it, after that fallback, in the checkout's order: the document states
 * those checks (`part`), and the contract tests hold the two together.
 */
const ContactText = (part: SchemaPart = {}): PropertyDecorator => {
  const check = IsText({ rank: 3, message: '$property must be text' });
  const documented = Documented({ pattern: /\S/, ...part });
  return together(check, documented);
};

export class ContactInput {
  @ContactText({ pattern: trimmedPattern(EMAIL_PATTERN), description: 'At most 254 characters.' }) email?: string | null;
  @ContactText({ description: 'At most 50 characters, surrounding spaces aside.' }) firstName?: string | null;
  @ContactText({ description: 'At most 50 characters, surrounding spaces aside.' }) lastName?: string | null;
  @ContactText({ pattern: trimmedPattern(PHONE_PATTERN), description: '10 to 15 digits, 20 characters at most.' }) phone?: string | null;
}

export class ShippingAddressInput {
  @ContactText({ description: 'At most 200 characters, surrounding spaces aside.' }) addressLine1?: string | null;
  @ContactText({ description: 'With the state, at most 100 characters each, surrounding spaces aside.' }) city?: string | null;
  @ContactText() state?: string | null;
  @ContactText({ pattern: trimmedPattern(PINCODE_PATTERN), description: 'A 6-digit PIN code.' }) postalCode?: string | null;
  @ContactText({ pattern: /^\s*India\s*$/, description: 'Orders ship within India only.' }) country?: string | null;
}

/** REST's customerInfo: the contact and, inside it, the shipping address. */
export class CustomerInfoInput extends ContactInput {
  @NestedObject(ShippingAddressInput)
  address?: ShippingAddressInput | null;
}

const Amount = (): PropertyDecorator => {
  const check = ValidateBy(
    { name: 'amount', validator: { validate: (v: unknown) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v)) } },
    rule(4, 'must be an amount in rupees', (path) => `${path.replace(/^orderSummary\./, '')} must be an amount in rupees`),
  );
  const documented = Documented({ type: 'number', nullable: true, description: "Rupees; when sent, it must equal the server's figure (409 otherwise)." });
  return together(check, documented);
};

/** The amounts the client showed (REST orderSummary), compared with the server's when sent. */
export class OrderSummaryInput {
  @Amount() subtotal?: number | null;
  @Amount() tax?: number | null;
  @Amount() shipping?: number | null;
  @Amount() codCharges?: number | null;
  @Amount() total?: number | null;
}

/** An offer's code (DECISIONS 17): text of at most 32 characters; left out, null or blank: no code, priced as before. */
const CouponCode = (): PropertyDecorator =>
  together(
    IsText({ rank: 2 }),
    MaxChars(32, 2, 'A code has at most 32 characters'),
    Documented({ description: "An offer's code (e.g. FIRST15), any case; at most one per order. A code that does not apply is refused (400) with the reason, at couponCode." }),
  );

/** An order request after its surface's shape is mapped onto it (OrdersService.place). */
export interface PlaceOrderCommand {
  /** The owner the client named (REST body); must be the caller. */
  userId?: unknown;
  lines: OrderLineInput[];
  paymentMethod: PaymentMethod;
  contact: ContactInput | null;
  shippingAddress: ShippingAddressInput | null;
  expected: OrderSummaryInput | null;
  /** The offer code sent, or null. */
  couponCode?: string | null;
}

/** GraphQL's CreateOrderInput. */
export class CreateOrderInput {
  @Lines() items: OrderLineInput[];
  @PaymentMethodField() paymentMethod: string;
  @NestedObject(ContactInput) contact?: ContactInput | null;
  @NestedObject(ShippingAddressInput) shippingAddress?: ShippingAddressInput | null;
  @Amount() expectedTotal?: number | null;
  @CouponCode() couponCode?: string | null;

  toCommand(): PlaceOrderCommand {
    return {
      lines: this.items,
      paymentMethod: paymentMethodOf(this.paymentMethod)!,
      contact: this.contact ?? null,
      shippingAddress: this.shippingAddress ?? null,
      expected: this.expectedTotal === undefined || this.expectedTotal === null ? null : { total: this.expectedTotal },
      couponCode: text(this.couponCode),
    };
  }
}

/** The REST body of POST /api/orders: the first version's order payload (spec point 3). */
export class CreateOrderBody {
  /** Checked against the caller by the service (403), not here. */
  @IsText()
  @Documented({ description: "The signed-in user's id, when sent (403 when it is another's)." })
  userId?: string | null;
  @Lines() items: OrderLineInput[];
  @PaymentMethodField() paymentMethod: string;
  @NestedObject(CustomerInfoInput) customerInfo?: CustomerInfoInput | null;
  @NestedObject(OrderSummaryInput) orderSummary?: OrderSummaryInput | null;
  @CouponCode() couponCode?: string | null;

  toCommand(): PlaceOrderCommand {
    const { address, ...contact } = this.customerInfo ?? {};
    return {
      userId: this.userId,
      lines: this.items,
      paymentMethod: paymentMethodOf(this.paymentMethod)!,
      contact: this.customerInfo ? contact : null,
      shippingAddress: address ?? null,
      expected: this.orderSummary ?? null,
      couponCode: text(this.couponCode),
    };
  }
}
