import { Allow, ValidateBy } from 'class-validator';
import { IsText, rule } from '../../common/validation.js';
import { NestedList, NestedObject } from '../../common/validation.pipe.js';
import { MAX_LINES } from '../../pricing/pricing.service.js';
import { type PaymentMethod, paymentMethodOf } from '../payment-methods.js';
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
  return (target, key) => [nested, some, few].forEach((d) => d(target, key));
};

const PaymentMethodField = () =>
  ValidateBy({ name: 'paymentMethod', validator: { validate: (v: unknown) => paymentMethodOf(v) !== null } }, rule(2, PAYMENT_METHOD_MESSAGE));

/** Contact text of an order; blanks fall back to the profile (OrdersService). */
const ContactText = () => IsText({ rank: 3, message: '$property must be text' });

export class ContactInput {
  @ContactText() email?: string | null;
  @ContactText() firstName?: string | null;
  @ContactText() lastName?: string | null;
  @ContactText() phone?: string | null;
}

export class ShippingAddressInput {
  @ContactText() addressLine1?: string | null;
  @ContactText() city?: string | null;
  @ContactText() state?: string | null;
  @ContactText() postalCode?: string | null;
  @ContactText() country?: string | null;
}

/** REST's customerInfo: the contact and, inside it, the shipping address. */
export class CustomerInfoInput extends ContactInput {
  @NestedObject(ShippingAddressInput)
  address?: ShippingAddressInput | null;
}

const Amount = () =>
  ValidateBy(
    { name: 'amount', validator: { validate: (v: unknown) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v)) } },
    rule(4, 'must be an amount in rupees', (path) => `${path.replace(/^orderSummary\./, '')} must be an amount in rupees`),
  );

/** The amounts the client showed (REST orderSummary), compared with the server's when sent. */
export class OrderSummaryInput {
  @Amount() subtotal?: number | null;
  @Amount() tax?: number | null;
  @Amount() shipping?: number | null;
  @Amount() codCharges?: number | null;
  @Amount() total?: number | null;
}

/** An order request after its surface's shape is mapped onto it (OrdersService.place). */
export interface PlaceOrderCommand {
  /** The owner the client named (REST body); must be the caller. */
  userId?: unknown;
  lines: OrderLineInput[];
  paymentMethod: PaymentMethod;
  contact: ContactInput | null;
  shippingAddress: ShippingAddressInput | null;
  expected: OrderSummaryInput | null;
}

/** GraphQL's CreateOrderInput. */
export class CreateOrderInput {
  @Lines() items: OrderLineInput[];
  @PaymentMethodField() paymentMethod: string;
  @NestedObject(ContactInput) contact?: ContactInput | null;
  @NestedObject(ShippingAddressInput) shippingAddress?: ShippingAddressInput | null;
  @Amount() expectedTotal?: number | null;

  toCommand(): PlaceOrderCommand {
    return {
      lines: this.items,
      paymentMethod: paymentMethodOf(this.paymentMethod)!,
      contact: this.contact ?? null,
      shippingAddress: this.shippingAddress ?? null,
      expected: this.expectedTotal === undefined || this.expectedTotal === null ? null : { total: this.expectedTotal },
    };
  }
}

/** The REST body of POST /api/orders: the first version's order payload (spec point 3). */
export class CreateOrderBody {
  /** Checked against the caller by the service (403), not here. */
  @Allow() userId?: unknown;
  @Lines() items: OrderLineInput[];
  @PaymentMethodField() paymentMethod: string;
  @NestedObject(CustomerInfoInput) customerInfo?: CustomerInfoInput | null;
  @NestedObject(OrderSummaryInput) orderSummary?: OrderSummaryInput | null;

  toCommand(): PlaceOrderCommand {
    const { address, ...contact } = this.customerInfo ?? {};
    return {
      userId: this.userId,
      lines: this.items,
      paymentMethod: paymentMethodOf(this.paymentMethod)!,
      contact: this.customerInfo ? contact : null,
      shippingAddress: address ?? null,
      expected: this.orderSummary ?? null,
    };
  }
}
