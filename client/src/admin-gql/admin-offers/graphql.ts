/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A day of the week, in India's time. */
export type DayOfWeek =
  /** Friday. */
  | 'FRIDAY'
  /** Monday. */
  | 'MONDAY'
  /** Saturday. */
  | 'SATURDAY'
  /** Sunday. */
  | 'SUNDAY'
  /** Thursday. */
  | 'THURSDAY'
  /** Tuesday. */
  | 'TUESDAY'
  /** Wednesday. */
  | 'WEDNESDAY';

/** An offer as the admin sets it. */
export type OfferInput = {
  /** Left out: true. */
  active?: boolean | null | undefined;
  /** 3 to 32 letters, digits, - or _ (stored upper-case); unique. */
  code: string;
  /** The days it applies on (India's time); left out or empty: every day. */
  daysOfWeek?: Array<DayOfWeek> | null | undefined;
  /** Only on a shopper's first order; left out: false. */
  firstOrderOnly?: boolean | null | undefined;
  /** Percentage or fixed. */
  kind: OfferKind;
  /** The subtotal before discount it needs, in rupees; left out: 0. */
  minSubtotal?: number | null | undefined;
  /** Orders each shopper may place with it, from 1; left out: no limit. */
  perCustomerLimit?: number | null | undefined;
  /** 1 to 100 characters. */
  title: string;
  /** Orders that may use it in all, from 1; left out: no limit. */
  usageLimit?: number | null | undefined;
  /** From when; left out: at once. */
  validFrom?: string | null | undefined;
  /** Until when; not before validFrom. */
  validUntil?: string | null | undefined;
  /** PERCENTAGE: a whole number from 1 to 100; FIXED: rupees from 0.01 to 100000, at most 2 decimals. */
  value: number;
};

/** What an offer takes off. */
export type OfferKind =
  /** A fixed amount in rupees, shared by the lines in proportion to their totals. */
  | 'FIXED'
  /** A percentage of each line. */
  | 'PERCENTAGE';

export type AdminOfferRowFragment = { id: string, code: string, title: string, kind: OfferKind, value: number, minSubtotal: number, firstOrderOnly: boolean, daysOfWeek: Array<DayOfWeek> | null, validFrom: string | null, validUntil: string | null, active: boolean, usageLimit: number | null, perCustomerLimit: number | null, timesUsed: number };

export type AdminOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOffersQuery = { adminOffers: Array<{ id: string, code: string, title: string, kind: OfferKind, value: number, minSubtotal: number, firstOrderOnly: boolean, daysOfWeek: Array<DayOfWeek> | null, validFrom: string | null, validUntil: string | null, active: boolean, usageLimit: number | null, perCustomerLimit: number | null, timesUsed: number }> };

export type CreateOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type CreateOfferMutation = { createOffer: { id: string, code: string, title: string, kind: OfferKind, value: number, minSubtotal: number, firstOrderOnly: boolean, daysOfWeek: Array<DayOfWeek> | null, validFrom: string | null, validUntil: string | null, active: boolean, usageLimit: number | null, perCustomerLimit: number | null, timesUsed: number } };

export type UpdateOfferMutationVariables = Exact<{
  id: string | number;
  input: OfferInput;
}>;


export type UpdateOfferMutation = { updateOffer: { id: string, code: string, title: string, kind: OfferKind, value: number, minSubtotal: number, firstOrderOnly: boolean, daysOfWeek: Array<DayOfWeek> | null, validFrom: string | null, validUntil: string | null, active: boolean, usageLimit: number | null, perCustomerLimit: number | null, timesUsed: number } };

export type SetOfferActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetOfferActiveMutation = { setOfferActive: { id: string, code: string, title: string, kind: OfferKind, value: number, minSubtotal: number, firstOrderOnly: boolean, daysOfWeek: Array<DayOfWeek> | null, validFrom: string | null, validUntil: string | null, active: boolean, usageLimit: number | null, perCustomerLimit: number | null, timesUsed: number } };

export const AdminOfferRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOfferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"minSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"daysOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}}]}}]} as unknown as DocumentNode<AdminOfferRowFragment, unknown>;
export const AdminOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOfferRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOfferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"minSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"daysOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}}]}}]} as unknown as DocumentNode<AdminOffersQuery, AdminOffersQueryVariables>;
export const CreateOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOfferRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOfferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"minSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"daysOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}}]}}]} as unknown as DocumentNode<CreateOfferMutation, CreateOfferMutationVariables>;
export const UpdateOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOfferRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOfferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"minSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"daysOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}}]}}]} as unknown as DocumentNode<UpdateOfferMutation, UpdateOfferMutationVariables>;
export const SetOfferActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOfferActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOfferActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOfferRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOfferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"minSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"daysOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}}]}}]} as unknown as DocumentNode<SetOfferActiveMutation, SetOfferActiveMutationVariables>;