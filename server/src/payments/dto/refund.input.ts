import { ValidateBy } from 'class-validator';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, MaxChars, NotBlank, rule } from '../../common/validation.js';
import { RefuseUnknownFields } from '../../common/validation.pipe.js';
import { toPaise } from '../../pricing/money.js';
import type { StaffRefund } from '../refund-book.js';
import { MIN_REFUND_PAISE, REFUND_REASON_MAX } from '../payment-rules.js';

const AMOUNT_MESSAGE = 'Amount must be an amount in rupees with at most 2 decimals';
const MINIMUM_MESSAGE = `A refund must be at least ₹${MIN_REFUND_PAISE / 100}, the least the payment provider refunds`;

/** Rupees with at most 2 decimals (the money of the wire), at least the provider's least refund. */
const RefundAmount = (rank: number): PropertyDecorator => {
  const paise = (v: unknown) => (typeof v === 'number' ? toPaise(v) : null);
  return together(
    ValidateBy({ name: 'refundAmount', validator: { validate: (v: unknown) => Number.isSafeInteger(paise(v)) } }, rule(rank, AMOUNT_MESSAGE)),
    // Only an amount is measured: anything else has the message above.
    ValidateBy({ name: 'refundMinimum', validator: { validate: (v: unknown) => !Number.isSafeInteger(paise(v)) || paise(v)! >= MIN_REFUND_PAISE } }, rule(rank, MINIMUM_MESSAGE)),
    Documented({ type: 'number', required: true, nullable: false, minimum: MIN_REFUND_PAISE / 100, description: 'Rupees, at most 2 decimals: from ₹1 to what is left to refund of the order (409 past it).' }),
  );
};

/** Why the money goes back, in the staff's words: one line, kept with the refund. */
const RefundReason = (rank: number): PropertyDecorator =>
  together(
    IsText(),
    NotBlank(rank, 'Please give a reason for the refund'),
    MaxChars(REFUND_REASON_MAX, rank, `Reason must be at most ${REFUND_REASON_MAX} characters`),
    Documented({ description: `Why the money goes back, kept with the refund and shown to the staff: at most ${REFUND_REASON_MAX} characters, one line (stored trimmed).` }),
  );

/** GraphQL's refundPayment input. */
export class RefundPaymentInput {
  @IsText() @NotBlank(1, 'orderNumber must not be empty') orderNumber: string;
  @RefundAmount(2) amount: number;
  @RefundReason(3) reason: string;
  @IsText() idempotencyKey: string;

  toRequest(): StaffRefund {
    return staffRefund(this.amount, this.reason, this.idempotencyKey);
  }
}

/** REST's body of POST /api/orders/{orderNumber}/refunds (the key comes as the Idempotency-Key header). */
@RefuseUnknownFields()
export class RefundPaymentBody {
  @RefundAmount(1) amount: number;
  @RefundReason(2) reason: string;

  toRequest(key: string | undefined): StaffRefund {
    return staffRefund(this.amount, this.reason, key ?? '');
  }
}

const staffRefund = (amount: number, reason: string, key: string): StaffRefund => ({ amountPaise: toPaise(amount)!, reason: reason.trim(), key });
