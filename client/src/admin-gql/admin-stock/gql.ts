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
    "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...StockLevelRow\n  }\n}": typeof types.AdjustStockDocument,
    "mutation SetStock($input: SetStockInput!) {\n  setStock(input: $input) {\n    ...StockLevelRow\n  }\n}": typeof types.SetStockDocument,
    "fragment StockLevelRow on StockLevel {\n  productId\n  productName\n  size\n  available\n  updatedAt\n}\n\nquery StockLevels($filter: StockFilter, $page: Int, $pageSize: Int) {\n  stockLevels(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...StockLevelRow\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.StockLevelRowFragmentDoc,
    "query StockMovements($productId: ID!, $size: String, $limit: Int) {\n  stockMovements(productId: $productId, size: $size, limit: $limit) {\n    id\n    productId\n    size\n    delta\n    reason\n    note\n    actor\n    orderNumber\n    createdAt\n  }\n}": typeof types.StockMovementsDocument,
};
const documents: Documents = {
    "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...StockLevelRow\n  }\n}": types.AdjustStockDocument,
    "mutation SetStock($input: SetStockInput!) {\n  setStock(input: $input) {\n    ...StockLevelRow\n  }\n}": types.SetStockDocument,
    "fragment StockLevelRow on StockLevel {\n  productId\n  productName\n  size\n  available\n  updatedAt\n}\n\nquery StockLevels($filter: StockFilter, $page: Int, $pageSize: Int) {\n  stockLevels(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      ...StockLevelRow\n    }\n    total\n    page\n    pageSize\n  }\n}": types.StockLevelRowFragmentDoc,
    "query StockMovements($productId: ID!, $size: String, $limit: Int) {\n  stockMovements(productId: $productId, size: $size, limit: $limit) {\n    id\n    productId\n    size\n    delta\n    reason\n    note\n    actor\n    orderNumber\n    createdAt\n  }\n}": types.StockMovementsDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;