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
    "mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.RefreshTokenDocument,
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}": typeof types.SessionUserFragmentDoc,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}": typeof types.ProductFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.RefreshTokenDocument,
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}": types.SessionUserFragmentDoc,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}": types.ProductFieldsFragmentDoc,
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
export function graphql(source: "mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}"): (typeof documents)["fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;