import { Allow } from 'class-validator';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, MaxChars, NotBlank, OneOf, WholeNumber } from '../../common/validation.js';

/** A provider id or signature: text, not empty, at most 128 characters. */
const ProviderText = (rank: number, name: string, description: string): PropertyDecorator =>
  together(IsText(), NotBlank(rank, `${name} must not be empty`), MaxChars(128, rank, `${name} must be at most 128 characters`), Documented({ description }));

/** GraphQL's confirmPayment input: what the provider's checkout handed back. */
export class ConfirmPaymentInput {
  @IsText() @NotBlank(1, 'orderNumber must not be empty') orderNumber: string;
  @ProviderText(2, 'providerOrderId', "Razorpay Checkout's razorpay_order_id")
  providerOrderId: string;
  @ProviderText(3, 'paymentId', "Razorpay Checkout's razorpay_payment_id")
  paymentId: string;
  @ProviderText(4, 'signature', "Razorpay Checkout's razorpay_signature")
  signature: string;
}

/** REST's body of POST /api/orders/{orderNumber}/payments/verify: Razorpay Checkout's fields as it names them. */
export class VerifyPaymentBody {
  @ProviderText(1, 'razorpay_order_id', "Razorpay Checkout's razorpay_order_id (the payment's providerOrderId)")
  razorpay_order_id: string;
  @ProviderText(2, 'razorpay_payment_id', "Razorpay Checkout's razorpay_payment_id")
  razorpay_payment_id: string;
  @ProviderText(3, 'razorpay_signature', "Razorpay Checkout's razorpay_signature")
  razorpay_signature: string;
}

export const ATTEMPT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'PARTLY_REFUNDED', 'REFUNDED'] as const;

/** adminPayments' arguments. */
export class AdminPaymentsArgs {
  @IsText() @MaxChars(100, 1, 'Search must be at most 100 characters') search?: string | null;
  @OneOf(ATTEMPT_STATUSES, 2, 'Status must be PENDING, PAID, FAILED, PARTLY_REFUNDED or REFUNDED')
  status?: string | null;
  @Allow() flagged?: boolean | null;
  @WholeNumber(1, 1_000_000, 3, 'Page must be a whole number from 1') page?: number | null;
  @WholeNumber(1, 100, 4, 'Page size must be from 1 to 100') pageSize?: number | null;
}
