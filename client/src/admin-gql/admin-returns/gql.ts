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
    "fragment AdminReturnFields on ReturnRequest {\n  returnNumber\n  orderNumber\n  kind\n  replacementOrderNumber\n  becameRefund\n  status\n  reason\n  comment\n  rejectReason\n  refund\n  refundMethod\n  refundTo\n  refundReference\n  payoutDetails\n  nextStatuses\n  createdAt\n  lines {\n    productId\n    productName\n    size\n    wantedSize\n    wantedProductName\n    quantity\n    lineTotal\n  }\n  history {\n    to\n    actor\n    note\n    at\n  }\n}\n\nquery AdminReturns($status: ReturnStatus, $search: String, $page: Int, $pageSize: Int) {\n  adminReturns(status: $status, search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...AdminReturnFields\n    }\n  }\n}\n\nmutation MoveReturn($input: MoveReturnInput!) {\n  moveReturn(input: $input) {\n    ...AdminReturnFields\n  }\n}": typeof types.AdminReturnFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AdminReturnFields on ReturnRequest {\n  returnNumber\n  orderNumber\n  kind\n  replacementOrderNumber\n  becameRefund\n  status\n  reason\n  comment\n  rejectReason\n  refund\n  refundMethod\n  refundTo\n  refundReference\n  payoutDetails\n  nextStatuses\n  createdAt\n  lines {\n    productId\n    productName\n    size\n    wantedSize\n    wantedProductName\n    quantity\n    lineTotal\n  }\n  history {\n    to\n    actor\n    note\n    at\n  }\n}\n\nquery AdminReturns($status: ReturnStatus, $search: String, $page: Int, $pageSize: Int) {\n  adminReturns(status: $status, search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...AdminReturnFields\n    }\n  }\n}\n\nmutation MoveReturn($input: MoveReturnInput!) {\n  moveReturn(input: $input) {\n    ...AdminReturnFields\n  }\n}": types.AdminReturnFieldsFragmentDoc,
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
export function graphql(source: "fragment AdminReturnFields on ReturnRequest {\n  returnNumber\n  orderNumber\n  kind\n  replacementOrderNumber\n  becameRefund\n  status\n  reason\n  comment\n  rejectReason\n  refund\n  refundMethod\n  refundTo\n  refundReference\n  payoutDetails\n  nextStatuses\n  createdAt\n  lines {\n    productId\n    productName\n    size\n    wantedSize\n    wantedProductName\n    quantity\n    lineTotal\n  }\n  history {\n    to\n    actor\n    note\n    at\n  }\n}\n\nquery AdminReturns($status: ReturnStatus, $search: String, $page: Int, $pageSize: Int) {\n  adminReturns(status: $status, search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...AdminReturnFields\n    }\n  }\n}\n\nmutation MoveReturn($input: MoveReturnInput!) {\n  moveReturn(input: $input) {\n    ...AdminReturnFields\n  }\n}"): (typeof documents)["fragment AdminReturnFields on ReturnRequest {\n  returnNumber\n  orderNumber\n  kind\n  replacementOrderNumber\n  becameRefund\n  status\n  reason\n  comment\n  rejectReason\n  refund\n  refundMethod\n  refundTo\n  refundReference\n  payoutDetails\n  nextStatuses\n  createdAt\n  lines {\n    productId\n    productName\n    size\n    wantedSize\n    wantedProductName\n    quantity\n    lineTotal\n  }\n  history {\n    to\n    actor\n    note\n    at\n  }\n}\n\nquery AdminReturns($status: ReturnStatus, $search: String, $page: Int, $pageSize: Int) {\n  adminReturns(status: $status, search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...AdminReturnFields\n    }\n  }\n}\n\nmutation MoveReturn($input: MoveReturnInput!) {\n  moveReturn(input: $input) {\n    ...AdminReturnFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;