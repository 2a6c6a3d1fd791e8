import { Allow, ValidateBy } from 'class-validator';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, MaxChars, NotBlank, OneOf, rule, WholeNumber } from '../../common/validation.js';
import { NestedList, NestedObject, RefuseUnknownFields } from '../../common/validation.pipe.js';
import { MAX_QUANTITY } from '../../pricing/pricing.service.js';
import { RETURN_STATUSES } from '../return-lifecycle.js';
import { RETURN_REASONS } from '../return-policy.js';
import { COMMENT_MAX, REFERENCE_MAX, REJECT_REASON_MAX } from '../returns.service.js';

/** The lines of a return: 1 to 50 of the order's lines. */
const Lines = (): PropertyDecorator =>
  together(
    NestedList(ReturnLineInput),
    ValidateBy({ name: 'someLines', validator: { validate: (v: unknown) => Array.isArray(v) && v.length > 0 && v.length <= 50 } }, rule(1, 'Choose 1 to 50 items to return')),
    Documented({ required: true, minItems: 1, maxItems: 50 }),
  );

/** One line of a return: the order's product and size, and how many units come back. */
@RefuseUnknownFields()
export class ReturnLineInput {
  @IsText() @NotBlank(1, 'productId must not be empty') productId: string;
  @IsText() @NotBlank(1, 'size must not be empty') size: string;
  @WholeNumber(1, MAX_QUANTITY, 1, `quantity must be a whole number from 1 to ${MAX_QUANTITY}`, { optional: false }) quantity: number;
}

/** One line of an exchange: the order's product and size, how many units, the size wanted instead and, for another colour, the product wanted. */
@RefuseUnknownFields()
export class ExchangeLineInput {
  @IsText() @NotBlank(1, 'productId must not be empty') productId: string;
  @IsText() @NotBlank(1, 'size must not be empty') size: string;
  @WholeNumber(1, MAX_QUANTITY, 1, `quantity must be a whole number from 1 to ${MAX_QUANTITY}`, { optional: false }) quantity: number;
  @IsText() @NotBlank(1, 'Choose the size you want instead') @MaxChars(32, 1, 'wantedSize is at most 32 characters') wantedSize: string;
  @IsText()
  @MaxChars(64, 1, 'wantedProductId is at most 64 characters')
  @Documented({ nullable: true, description: "Another colour of the item's style at the price paid (the line's exchangeColours); left out for another size of the same product" })
  wantedProductId?: string | null;
}

/** The lines of an exchange: 1 to 50 of the order's lines. */
const ExchangeLines = (): PropertyDecorator =>
  together(
    NestedList(ExchangeLineInput),
    ValidateBy({ name: 'someLines', validator: { validate: (v: unknown) => Array.isArray(v) && v.length > 0 && v.length <= 50 } }, rule(1, 'Choose 1 to 50 items to exchange')),
    Documented({ required: true, minItems: 1, maxItems: 50 }),
  );

/** Where a Cash on Delivery order's refund is paid: a UPI ID, or a bank account (IFSC, account number and holder). */
@RefuseUnknownFields()
export class RefundToInput {
  @IsText() @MaxChars(300, 3, 'upiId is at most 300 characters') @Documented({ description: 'A UPI ID, e.g. name@okaxis' }) upiId?: string | null;
  @IsText() @MaxChars(20, 3, 'ifsc is at most 20 characters') @Documented({ description: 'With accountNumber and accountName: an IFSC, e.g. HDFC0001234' }) ifsc?: string | null;
  @IsText() @MaxChars(30, 3, 'accountNumber is at most 30 characters') @Documented({ description: '9 to 18 digits' }) accountNumber?: string | null;
  @IsText() @MaxChars(100, 3, 'accountName is at most 100 characters') @Documented({ description: "The account holder's name" }) accountName?: string | null;
}

const Comment = () =>
  together(IsText(), MaxChars(COMMENT_MAX, 3, `comment must be at most ${COMMENT_MAX} characters`), Documented({ description: `The shopper's words, at most ${COMMENT_MAX} characters.` }));

/** REST's body of POST /api/orders/{orderNumber}/returns. */
@RefuseUnknownFields()
export class RequestReturnBody {
  @Lines() lines: ReturnLineInput[];
  @IsText() @NotBlank(2, 'Please choose a reason for the return') @OneOf(RETURN_REASONS, 2, 'Please choose a reason: wrong_size, defective, not_as_described or changed_mind') reason: string;
  @Comment() comment?: string | null;
  @NestedObject(RefundToInput) @Documented({ nullable: true, description: 'Cash on Delivery orders only, and required for them: where the refund is paid.' }) refundTo?: RefundToInput | null;
}

/** GraphQL's requestReturn input (the reason is its enum). */
export class RequestReturnInput {
  @IsText() @NotBlank(1, 'orderNumber must not be empty') orderNumber: string;
  @Lines() lines: ReturnLineInput[];
  @Allow() reason: string;
  @Comment() comment?: string | null;
  @NestedObject(RefundToInput) refundTo?: RefundToInput | null;
}

/** REST's body of POST /api/orders/{orderNumber}/exchanges. */
@RefuseUnknownFields()
export class RequestExchangeBody {
  @ExchangeLines() lines: ExchangeLineInput[];
  @IsText() @NotBlank(2, 'Please choose a reason for the exchange') @OneOf(RETURN_REASONS, 2, 'Please choose a reason: wrong_size, defective, not_as_described or changed_mind') reason: string;
  @Comment() comment?: string | null;
  @NestedObject(RefundToInput) @Documented({ nullable: true, description: 'Cash on Delivery orders only, and required for them: where the refund is paid should the size be gone when the exchange is approved.' }) refundTo?: RefundToInput | null;
}

/** GraphQL's requestExchange input (the reason is its enum). */
export class RequestExchangeInput {
  @IsText() @NotBlank(1, 'orderNumber must not be empty') orderNumber: string;
  @ExchangeLines() lines: ExchangeLineInput[];
  @Allow() reason: string;
  @Comment() comment?: string | null;
  @NestedObject(RefundToInput) refundTo?: RefundToInput | null;
}

const RejectReason = (): PropertyDecorator =>
  together(IsText(), MaxChars(REJECT_REASON_MAX, 3, `reason must be at most ${REJECT_REASON_MAX} characters`), Documented({ description: 'Required to reject, and only then: why, as the shopper is told.' }));
const PayoutReference = (): PropertyDecorator =>
  together(IsText(), MaxChars(REFERENCE_MAX, 3, `reference must be at most ${REFERENCE_MAX} characters`), Documented({ description: "A Cash on Delivery return marked refunded, and only then: the payout's bank reference (UTR) or UPI transaction id." }));

/** REST's body of POST /api/returns/{returnNumber}/moves. */
@RefuseUnknownFields()
export class MoveReturnBody {
  @IsText() @NotBlank(1, 'Please give the status to move to') @OneOf(RETURN_STATUSES, 1, `status must be one of ${RETURN_STATUSES.join(', ')}`) status: string;
  @RejectReason() reason?: string | null;
  @PayoutReference() reference?: string | null;
}

/** GraphQL's moveReturn input (the status is its enum). */
export class MoveReturnInput {
  @IsText() @NotBlank(1, 'returnNumber must not be empty') returnNumber: string;
  @Allow() status: string;
  @RejectReason() reason?: string | null;
  @PayoutReference() reference?: string | null;
}

/** GraphQL's adminReturns arguments. */
export class AdminReturnsArgs {
  @Allow() status?: string | null;
  @IsText() @MaxChars(100, 1, 'search must be at most 100 characters') search?: string | null;
  @WholeNumber(1, 100_000, 2, 'page must be a whole number from 1') page?: number | null;
  @WholeNumber(1, 100, 3, 'pageSize must be a whole number from 1 to 100') pageSize?: number | null;
}

/** REST's GET /api/returns query. */
export class AdminReturnsQuery {
  @IsText() @OneOf(RETURN_STATUSES, 1, `status must be one of ${RETURN_STATUSES.join(', ')}`) status?: string;
  @IsText() @MaxChars(100, 1, 'search must be at most 100 characters') search?: string;
  @IsText() @ValidateBy({ name: 'page', validator: { validate: (v: unknown) => v === undefined || /^[1-9][0-9]{0,5}$/.test(String(v)) } }, rule(2, 'page must be a whole number from 1')) @Documented({ pattern: /^[1-9][0-9]{0,5}$/ }) page?: string;
  @IsText() @ValidateBy({ name: 'pageSize', validator: { validate: (v: unknown) => v === undefined || (/^[1-9][0-9]{0,2}$/.test(String(v)) && Number(v) <= 100) } }, rule(3, 'pageSize must be a whole number from 1 to 100')) @Documented({ pattern: /^([1-9][0-9]?|100)$/ }) pageSize?: string;
}
