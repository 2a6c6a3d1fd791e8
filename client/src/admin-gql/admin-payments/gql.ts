/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  failureReason\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.PaymentAttemptRowFragmentDoc,
    "fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}": typeof types.RefundRowFragmentDoc,
};
const documents: Documents = {
    "fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  failureReason\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}": types.PaymentAttemptRowFragmentDoc,
    "fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}": types.RefundRowFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  failureReason\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  failureReason\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}"): (typeof documents)["fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;