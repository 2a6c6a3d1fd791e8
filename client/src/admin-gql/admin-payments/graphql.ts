/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a payment attempt is: PENDING → PAID | FAILED, FAILED → PAID (a later payment on the same provider order), PAID → PARTLY_REFUNDED → REFUNDED as its money is given back. */
export type PaymentAttemptStatus =
  /** The provider reported the payment failed. */
  | 'FAILED'
  /** The provider captured the order's amount. */
  | 'PAID'
  /** The provider captured it and the shop gave part of it back (refunds decided, asked of the provider or processed; not those reported failed). As a filter, PAID then leaves such attempts out. */
  | 'PARTLY_REFUNDED'
  /** Opened; the provider has not reported a captured or failed payment. */
  | 'PENDING'
  /** The provider captured it and the shop gave all of it back (refunds not reported failed add up to its amount). As a filter, PAID then leaves such attempts out. */
  | 'REFUNDED';

/** Which provider takes the shop's online payments. */
export type PaymentProvider =
  /** Razorpay (Orders API and Checkout). */
  | 'RAZORPAY'
  /** The embedded sandbox provider: a test payment page served by this shop (no real money). */
  | 'SANDBOX';

/** Where a refund is: PENDING → REQUESTING → PROCESSED | FAILED. */
export type PaymentRefundStatus =
  /** The provider reported it failed. */
  | 'FAILED'
  /** Decided; not asked of the provider yet (or asked again after a failed try). */
  | 'PENDING'
  /** The provider processed it: the money is on its way back. */
  | 'PROCESSED'
  /** Asked of the provider; waiting for it to be processed. */
  | 'REQUESTING';

/** What settled an attempt first. */
export type PaymentSettledBy =
  /** The browser's verified confirmation (`confirmPayment`). */
  | 'BROWSER'
  /** The reconciler, asking the provider about an attempt pending too long. */
  | 'RECONCILER'
  /** A signed webhook from the provider. */
  | 'WEBHOOK';

/**
 * Whether an order has been paid. It only moves forward: PENDING → PAID | FAILED, FAILED → PAID
 * (Retry payment), PAID → PARTLY_REFUNDED → REFUNDED, PAID → REFUNDED, PENDING | FAILED →
 * CANCELLED. PAID never moves back.
 */
export type PaymentStatus =
  /** The order was cancelled before it was paid: nothing to pay. */
  | 'CANCELLED'
  /** The last online payment attempt failed; `retryPayment` opens another. */
  | 'FAILED'
  /** Paid: online once the provider captured it; COD once delivered. */
  | 'PAID'
  /** Paid, then part of it refunded through the provider by the staff (`refundPayment`); the rest may still be refunded, and a cancellation refunds it. */
  | 'PARTLY_REFUNDED'
  /** Not paid yet: every order starts here. */
  | 'PENDING'
  /** Paid, then refunded in full through the provider: the order was cancelled, or the staff refunded all of it. */
  | 'REFUNDED';

/** A staff refund to make (`refundPayment`). */
export type RefundPaymentInput = {
  /** Rupees, at most 2 decimals: from ₹1 (the least the provider refunds) to what is left to refund. */
  amount: number;
  /**
   * A key made once per refund and sent again with every retry of it: 8 to 128 letters, digits
   * or `_ . : -` (a UUID will do). The same key with the same order, amount and reason answers the
   * refund made; with anything else it is refused (CONFLICT).
   */
  idempotencyKey: string;
  /** The order whose payment is refunded. */
  orderNumber: string;
  /** Why the money goes back, kept with the refund: one line, at most 200 characters (stored trimmed). */
  reason: string;
};

export type PaymentAttemptRowFragment = { id: string, orderNumber: string, attemptNo: number, provider: PaymentProvider, providerOrderId: string, providerPaymentId: string | null, amount: number, currency: string, status: PaymentAttemptStatus, failureReason: string | null, flag: string | null, settledBy: PaymentSettledBy | null, settledAt: string | null, createdAt: string, refunded: number, refunds: Array<{ id: string, status: PaymentRefundStatus, amount: number, providerRefundId: string | null, reason: string, actor: string, createdAt: string }>, events: Array<{ eventId: string, type: string, outcome: string, receivedAt: string }> };

export type AdminPaymentsQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: PaymentAttemptStatus | null | undefined;
  flagged?: boolean | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminPaymentsQuery = { adminPayments: { total: number, page: number, pageSize: number, items: Array<{ id: string, orderNumber: string, attemptNo: number, provider: PaymentProvider, providerOrderId: string, providerPaymentId: string | null, amount: number, currency: string, status: PaymentAttemptStatus, failureReason: string | null, flag: string | null, settledBy: PaymentSettledBy | null, settledAt: string | null, createdAt: string, refunded: number, refunds: Array<{ id: string, status: PaymentRefundStatus, amount: number, providerRefundId: string | null, reason: string, actor: string, createdAt: string }>, events: Array<{ eventId: string, type: string, outcome: string, receivedAt: string }> }> } };

export type RefundRowFragment = { id: string, status: PaymentRefundStatus, amount: number, providerRefundId: string | null, reason: string, actor: string, createdAt: string };

export type OrderRefundsFieldsFragment = { orderNumber: string, paid: number, refunded: number, refundable: number, refusal: string | null, refunds: Array<{ id: string, status: PaymentRefundStatus, amount: number, providerRefundId: string | null, reason: string, actor: string, createdAt: string }> };

export type AdminRefundsQueryVariables = Exact<{
  orderNumber: string;
}>;


export type AdminRefundsQuery = { adminRefunds: { orderNumber: string, paid: number, refunded: number, refundable: number, refusal: string | null, refunds: Array<{ id: string, status: PaymentRefundStatus, amount: number, providerRefundId: string | null, reason: string, actor: string, createdAt: string }> } };

export type RefundPaymentMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type RefundPaymentMutation = { refundPayment: { refund: { id: string, status: PaymentRefundStatus, amount: number, providerRefundId: string | null, reason: string, actor: string, createdAt: string }, refunds: { orderNumber: string, paid: number, refunded: number, refundable: number, refusal: string | null, refunds: Array<{ id: string, status: PaymentRefundStatus, amount: number, providerRefundId: string | null, reason: string, actor: string, createdAt: string }> }, order: { id: string, paymentStatus: PaymentStatus, updatedAt: string } } };

export const RefundRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RefundRowFragment, unknown>;
export const PaymentAttemptRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAttemptRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNo"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"settledBy"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PaymentAttemptRowFragment, unknown>;
export const OrderRefundsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefundsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefunds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OrderRefundsFieldsFragment, unknown>;
export const AdminPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAttemptStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"flagged"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAttemptRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAttemptRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNo"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"settledBy"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const AdminRefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRefunds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRefunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefundsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefundsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefunds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRow"}}]}}]}}]} as unknown as DocumentNode<AdminRefundsQuery, AdminRefundsQueryVariables>;
export const RefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefundsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefundsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefunds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRow"}}]}}]}}]} as unknown as DocumentNode<RefundPaymentMutation, RefundPaymentMutationVariables>;