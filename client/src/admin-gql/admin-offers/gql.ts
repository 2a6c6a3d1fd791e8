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
    "fragment AdminOfferRow on AdminOffer {\n  id\n  code\n  title\n  kind\n  value\n  minSubtotal\n  firstOrderOnly\n  daysOfWeek\n  validFrom\n  validUntil\n  active\n  usageLimit\n  perCustomerLimit\n  timesUsed\n}\n\nquery AdminOffers {\n  adminOffers {\n    ...AdminOfferRow\n  }\n}\n\nmutation CreateOffer($input: OfferInput!) {\n  createOffer(input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation UpdateOffer($id: ID!, $input: OfferInput!) {\n  updateOffer(id: $id, input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation SetOfferActive($id: ID!, $active: Boolean!) {\n  setOfferActive(id: $id, active: $active) {\n    ...AdminOfferRow\n  }\n}": typeof types.AdminOfferRowFragmentDoc,
};
const documents: Documents = {
    "fragment AdminOfferRow on AdminOffer {\n  id\n  code\n  title\n  kind\n  value\n  minSubtotal\n  firstOrderOnly\n  daysOfWeek\n  validFrom\n  validUntil\n  active\n  usageLimit\n  perCustomerLimit\n  timesUsed\n}\n\nquery AdminOffers {\n  adminOffers {\n    ...AdminOfferRow\n  }\n}\n\nmutation CreateOffer($input: OfferInput!) {\n  createOffer(input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation UpdateOffer($id: ID!, $input: OfferInput!) {\n  updateOffer(id: $id, input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation SetOfferActive($id: ID!, $active: Boolean!) {\n  setOfferActive(id: $id, active: $active) {\n    ...AdminOfferRow\n  }\n}": types.AdminOfferRowFragmentDoc,
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
export function graphql(source: "fragment AdminOfferRow on AdminOffer {\n  id\n  code\n  title\n  kind\n  value\n  minSubtotal\n  firstOrderOnly\n  daysOfWeek\n  validFrom\n  validUntil\n  active\n  usageLimit\n  perCustomerLimit\n  timesUsed\n}\n\nquery AdminOffers {\n  adminOffers {\n    ...AdminOfferRow\n  }\n}\n\nmutation CreateOffer($input: OfferInput!) {\n  createOffer(input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation UpdateOffer($id: ID!, $input: OfferInput!) {\n  updateOffer(id: $id, input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation SetOfferActive($id: ID!, $active: Boolean!) {\n  setOfferActive(id: $id, active: $active) {\n    ...AdminOfferRow\n  }\n}"): (typeof documents)["fragment AdminOfferRow on AdminOffer {\n  id\n  code\n  title\n  kind\n  value\n  minSubtotal\n  firstOrderOnly\n  daysOfWeek\n  validFrom\n  validUntil\n  active\n  usageLimit\n  perCustomerLimit\n  timesUsed\n}\n\nquery AdminOffers {\n  adminOffers {\n    ...AdminOfferRow\n  }\n}\n\nmutation CreateOffer($input: OfferInput!) {\n  createOffer(input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation UpdateOffer($id: ID!, $input: OfferInput!) {\n  updateOffer(id: $id, input: $input) {\n    ...AdminOfferRow\n  }\n}\n\nmutation SetOfferActive($id: ID!, $active: Boolean!) {\n  setOfferActive(id: $id, active: $active) {\n    ...AdminOfferRow\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;