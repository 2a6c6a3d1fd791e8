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
    "fragment AdminOrderDetail on Order {\n  ...OrderFields\n  userId\n  transactionId\n  updatedAt\n  history {\n    from\n    to\n    actor\n    at\n  }\n  nextStatuses\n}\n\nquery AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderDetail\n  }\n}": typeof types.AdminOrderDetailFragmentDoc,
    "fragment AdminOrderRow on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  itemCount\n  total\n  contact {\n    email\n    firstName\n    lastName\n  }\n  createdAt\n}\n\nquery AdminOrders($filter: AdminOrderFilter, $page: Int, $pageSize: Int) {\n  adminOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...AdminOrderRow\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.AdminOrderRowFragmentDoc,
    "mutation UpdateOrderStatus($orderNumber: String!, $status: OrderStatus!) {\n  updateOrderStatus(orderNumber: $orderNumber, status: $status) {\n    ...AdminOrderDetail\n  }\n}": typeof types.UpdateOrderStatusDocument,
    "fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.PaymentAttemptRowFragmentDoc,
    "fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}": typeof types.RefundRowFragmentDoc,
    "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...StockLevelRow\n  }\n}": typeof types.AdjustStockDocument,
    "mutation SetStock($input: SetStockInput!) {\n  setStock(input: $input) {\n    ...StockLevelRow\n  }\n}": typeof types.SetStockDocument,
    "fragment StockLevelRow on StockLevel {\n  productId\n  productName\n  size\n  available\n  updatedAt\n}\n\nquery StockLevels($filter: StockFilter, $page: Int, $pageSize: Int) {\n  stockLevels(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...StockLevelRow\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.StockLevelRowFragmentDoc,
    "query StockMovements($productId: ID!, $size: String, $limit: Int) {\n  stockMovements(productId: $productId, size: $size, limit: $limit) {\n    id\n    productId\n    size\n    delta\n    reason\n    note\n    actor\n    orderNumber\n    createdAt\n  }\n}": typeof types.StockMovementsDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  shipping\n  tax\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  canCancel\n  awaitingPayment\n  payBy\n  createdAt\n}": typeof types.OrderFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AdminOrderDetail on Order {\n  ...OrderFields\n  userId\n  transactionId\n  updatedAt\n  history {\n    from\n    to\n    actor\n    at\n  }\n  nextStatuses\n}\n\nquery AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderDetail\n  }\n}": types.AdminOrderDetailFragmentDoc,
    "fragment AdminOrderRow on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  itemCount\n  total\n  contact {\n    email\n    firstName\n    lastName\n  }\n  createdAt\n}\n\nquery AdminOrders($filter: AdminOrderFilter, $page: Int, $pageSize: Int) {\n  adminOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...AdminOrderRow\n    }\n    total\n    page\n    pageSize\n  }\n}": types.AdminOrderRowFragmentDoc,
    "mutation UpdateOrderStatus($orderNumber: String!, $status: OrderStatus!) {\n  updateOrderStatus(orderNumber: $orderNumber, status: $status) {\n    ...AdminOrderDetail\n  }\n}": types.UpdateOrderStatusDocument,
    "fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}": types.PaymentAttemptRowFragmentDoc,
    "fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}": types.RefundRowFragmentDoc,
    "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...StockLevelRow\n  }\n}": types.AdjustStockDocument,
    "mutation SetStock($input: SetStockInput!) {\n  setStock(input: $input) {\n    ...StockLevelRow\n  }\n}": types.SetStockDocument,
    "fragment StockLevelRow on StockLevel {\n  productId\n  productName\n  size\n  available\n  updatedAt\n}\n\nquery StockLevels($filter: StockFilter, $page: Int, $pageSize: Int) {\n  stockLevels(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...StockLevelRow\n    }\n    total\n    page\n    pageSize\n  }\n}": types.StockLevelRowFragmentDoc,
    "query StockMovements($productId: ID!, $size: String, $limit: Int) {\n  stockMovements(productId: $productId, size: $size, limit: $limit) {\n    id\n    productId\n    size\n    delta\n    reason\n    note\n    actor\n    orderNumber\n    createdAt\n  }\n}": types.StockMovementsDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  shipping\n  tax\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  canCancel\n  awaitingPayment\n  payBy\n  createdAt\n}": types.OrderFieldsFragmentDoc,
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
export function graphql(source: "fragment AdminOrderDetail on Order {\n  ...OrderFields\n  userId\n  transactionId\n  updatedAt\n  history {\n    from\n    to\n    actor\n    at\n  }\n  nextStatuses\n}\n\nquery AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderDetail\n  }\n}"): (typeof documents)["fragment AdminOrderDetail on Order {\n  ...OrderFields\n  userId\n  transactionId\n  updatedAt\n  history {\n    from\n    to\n    actor\n    at\n  }\n  nextStatuses\n}\n\nquery AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderDetail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminOrderRow on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  itemCount\n  total\n  contact {\n    email\n    firstName\n    lastName\n  }\n  createdAt\n}\n\nquery AdminOrders($filter: AdminOrderFilter, $page: Int, $pageSize: Int) {\n  adminOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...AdminOrderRow\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["fragment AdminOrderRow on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  itemCount\n  total\n  contact {\n    email\n    firstName\n    lastName\n  }\n  createdAt\n}\n\nquery AdminOrders($filter: AdminOrderFilter, $page: Int, $pageSize: Int) {\n  adminOrders(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...AdminOrderRow\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrderStatus($orderNumber: String!, $status: OrderStatus!) {\n  updateOrderStatus(orderNumber: $orderNumber, status: $status) {\n    ...AdminOrderDetail\n  }\n}"): (typeof documents)["mutation UpdateOrderStatus($orderNumber: String!, $status: OrderStatus!) {\n  updateOrderStatus(orderNumber: $orderNumber, status: $status) {\n    ...AdminOrderDetail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["fragment PaymentAttemptRow on PaymentAttempt {\n  id\n  orderNumber\n  attemptNo\n  provider\n  providerOrderId\n  providerPaymentId\n  amount\n  currency\n  status\n  flag\n  settledBy\n  settledAt\n  createdAt\n  refunded\n  refunds {\n    ...RefundRow\n  }\n  events {\n    eventId\n    type\n    outcome\n    receivedAt\n  }\n}\n\nquery AdminPayments($search: String, $status: PaymentAttemptStatus, $flagged: Boolean, $page: Int, $pageSize: Int) {\n  adminPayments(\n    search: $search\n    status: $status\n    flagged: $flagged\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...PaymentAttemptRow\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}"): (typeof documents)["fragment RefundRow on PaymentRefund {\n  id\n  status\n  amount\n  providerRefundId\n  reason\n  actor\n  createdAt\n}\n\nfragment OrderRefundsFields on PaymentRefunds {\n  orderNumber\n  paid\n  refunded\n  refundable\n  refusal\n  refunds {\n    ...RefundRow\n  }\n}\n\nquery AdminRefunds($orderNumber: String!) {\n  adminRefunds(orderNumber: $orderNumber) {\n    ...OrderRefundsFields\n  }\n}\n\nmutation RefundPayment($input: RefundPaymentInput!) {\n  refundPayment(input: $input) {\n    refund {\n      ...RefundRow\n    }\n    refunds {\n      ...OrderRefundsFields\n    }\n    order {\n      id\n      paymentStatus\n      updatedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...StockLevelRow\n  }\n}"): (typeof documents)["mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...StockLevelRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetStock($input: SetStockInput!) {\n  setStock(input: $input) {\n    ...StockLevelRow\n  }\n}"): (typeof documents)["mutation SetStock($input: SetStockInput!) {\n  setStock(input: $input) {\n    ...StockLevelRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StockLevelRow on StockLevel {\n  productId\n  productName\n  size\n  available\n  updatedAt\n}\n\nquery StockLevels($filter: StockFilter, $page: Int, $pageSize: Int) {\n  stockLevels(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...StockLevelRow\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["fragment StockLevelRow on StockLevel {\n  productId\n  productName\n  size\n  available\n  updatedAt\n}\n\nquery StockLevels($filter: StockFilter, $page: Int, $pageSize: Int) {\n  stockLevels(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...StockLevelRow\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StockMovements($productId: ID!, $size: String, $limit: Int) {\n  stockMovements(productId: $productId, size: $size, limit: $limit) {\n    id\n    productId\n    size\n    delta\n    reason\n    note\n    actor\n    orderNumber\n    createdAt\n  }\n}"): (typeof documents)["query StockMovements($productId: ID!, $size: String, $limit: Int) {\n  stockMovements(productId: $productId, size: $size, limit: $limit) {\n    id\n    productId\n    size\n    delta\n    reason\n    note\n    actor\n    orderNumber\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  shipping\n  tax\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  canCancel\n  awaitingPayment\n  payBy\n  createdAt\n}"): (typeof documents)["fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  shipping\n  tax\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  canCancel\n  awaitingPayment\n  payBy\n  createdAt\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;