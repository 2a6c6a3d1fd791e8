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
    "fragment GstDocumentRow on GstDocument {\n  kind\n  number\n  issuedAt\n  orderNumber\n  invoiceNumber\n  buyerName\n  placeOfSupply\n  taxableValue\n  cgst\n  sgst\n  igst\n  total\n  cancelled\n}\n\nquery GstDocuments($from: String!, $to: String!, $kind: GstDocumentKind, $page: Int, $pageSize: Int) {\n  gstDocuments(\n    from: $from\n    to: $to\n    kind: $kind\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    documents {\n      ...GstDocumentRow\n    }\n  }\n}\n\nquery GstDocumentsCsv($from: String!, $to: String!, $kind: GstDocumentKind) {\n  gstDocuments(from: $from, to: $to, kind: $kind, pageSize: 1) {\n    csv\n    csvFileName\n  }\n}\n\nquery GstDocumentPrint($number: String!) {\n  gstDocument(number: $number) {\n    number\n    kind\n    cancelled\n    html\n  }\n}": typeof types.GstDocumentRowFragmentDoc,
};
const documents: Documents = {
    "fragment GstDocumentRow on GstDocument {\n  kind\n  number\n  issuedAt\n  orderNumber\n  invoiceNumber\n  buyerName\n  placeOfSupply\n  taxableValue\n  cgst\n  sgst\n  igst\n  total\n  cancelled\n}\n\nquery GstDocuments($from: String!, $to: String!, $kind: GstDocumentKind, $page: Int, $pageSize: Int) {\n  gstDocuments(\n    from: $from\n    to: $to\n    kind: $kind\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    documents {\n      ...GstDocumentRow\n    }\n  }\n}\n\nquery GstDocumentsCsv($from: String!, $to: String!, $kind: GstDocumentKind) {\n  gstDocuments(from: $from, to: $to, kind: $kind, pageSize: 1) {\n    csv\n    csvFileName\n  }\n}\n\nquery GstDocumentPrint($number: String!) {\n  gstDocument(number: $number) {\n    number\n    kind\n    cancelled\n    html\n  }\n}": types.GstDocumentRowFragmentDoc,
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
export function graphql(source: "fragment GstDocumentRow on GstDocument {\n  kind\n  number\n  issuedAt\n  orderNumber\n  invoiceNumber\n  buyerName\n  placeOfSupply\n  taxableValue\n  cgst\n  sgst\n  igst\n  total\n  cancelled\n}\n\nquery GstDocuments($from: String!, $to: String!, $kind: GstDocumentKind, $page: Int, $pageSize: Int) {\n  gstDocuments(\n    from: $from\n    to: $to\n    kind: $kind\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    documents {\n      ...GstDocumentRow\n    }\n  }\n}\n\nquery GstDocumentsCsv($from: String!, $to: String!, $kind: GstDocumentKind) {\n  gstDocuments(from: $from, to: $to, kind: $kind, pageSize: 1) {\n    csv\n    csvFileName\n  }\n}\n\nquery GstDocumentPrint($number: String!) {\n  gstDocument(number: $number) {\n    number\n    kind\n    cancelled\n    html\n  }\n}"): (typeof documents)["fragment GstDocumentRow on GstDocument {\n  kind\n  number\n  issuedAt\n  orderNumber\n  invoiceNumber\n  buyerName\n  placeOfSupply\n  taxableValue\n  cgst\n  sgst\n  igst\n  total\n  cancelled\n}\n\nquery GstDocuments($from: String!, $to: String!, $kind: GstDocumentKind, $page: Int, $pageSize: Int) {\n  gstDocuments(\n    from: $from\n    to: $to\n    kind: $kind\n    page: $page\n    pageSize: $pageSize\n  ) {\n    total\n    page\n    pageSize\n    documents {\n      ...GstDocumentRow\n    }\n  }\n}\n\nquery GstDocumentsCsv($from: String!, $to: String!, $kind: GstDocumentKind) {\n  gstDocuments(from: $from, to: $to, kind: $kind, pageSize: 1) {\n    csv\n    csvFileName\n  }\n}\n\nquery GstDocumentPrint($number: String!) {\n  gstDocument(number: $number) {\n    number\n    kind\n    cancelled\n    html\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;