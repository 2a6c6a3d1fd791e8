/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A move of a return by the staff. */
export type MoveReturnInput = {
  /** REJECTED only, and required for it: why, as the shopper is told (at most 200 characters). */
  reason?: string | null | undefined;
  /** REFUNDED of a Cash on Delivery return only, and required for it: the payout's bank reference (at most 64 characters). */
  reference?: string | null | undefined;
  /** The return. */
  returnNumber: string;
  /** Where to move it. */
  status: ReturnStatus;
};

/** A return request's kind. */
export type ReturnKind =
  /** Sent back for another size: a replacement order at no charge once approved. */
  | 'EXCHANGE'
  /** Sent back for a refund. */
  | 'RETURN';

/** Why a shopper returns an item. */
export type ReturnReason =
  /** The shopper changed their mind. */
  | 'CHANGED_MIND'
  /** It is damaged or does not work (60 days, whatever the item). */
  | 'DEFECTIVE'
  /** It is not what the product page described. */
  | 'NOT_AS_DESCRIBED'
  /** The size does not fit. */
  | 'WRONG_SIZE';

/** How a return's money goes back. */
export type ReturnRefundMethod =
  /** A Cash on Delivery order: paid by the staff to the UPI ID or bank account the shopper gave. */
  | 'PAYOUT'
  /** To the online payment, through the payment provider. */
  | 'PROVIDER';

/** Where a return is: REQUESTED -> APPROVED -> PICKED_UP -> RECEIVED -> REFUNDED, or REJECTED (from REQUESTED or APPROVED). An exchange: REQUESTED -> APPROVED -> PICKED_UP -> RECEIVED, or REJECTED (from REQUESTED). */
export type ReturnStatus =
  /** Accepted by the staff; a pickup is arranged. */
  | 'APPROVED'
  /** The courier collected it. */
  | 'PICKED_UP'
  /** It came back to the shop; its units are on sale again. */
  | 'RECEIVED'
  /** The money went back. */
  | 'REFUNDED'
  /** Refused, with the reason the shopper is told. */
  | 'REJECTED'
  /** Asked by the shopper. */
  | 'REQUESTED';

export type AdminReturnFieldsFragment = { returnNumber: string, orderNumber: string, kind: ReturnKind, replacementOrderNumber: string | null, becameRefund: boolean, status: ReturnStatus, reason: ReturnReason, comment: string | null, rejectReason: string | null, refund: number, refundMethod: ReturnRefundMethod, refundTo: string | null, refundReference: string | null, payoutDetails: string | null, nextStatuses: Array<ReturnStatus>, createdAt: string, lines: Array<{ productId: string, productName: string, size: string, wantedSize: string | null, wantedProductName: string | null, quantity: number, lineTotal: number }>, history: Array<{ to: ReturnStatus, actor: string, note: string | null, at: string }> };

export type AdminReturnsQueryVariables = Exact<{
  status?: ReturnStatus | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminReturnsQuery = { adminReturns: { total: number, page: number, pageSize: number, items: Array<{ returnNumber: string, orderNumber: string, kind: ReturnKind, replacementOrderNumber: string | null, becameRefund: boolean, status: ReturnStatus, reason: ReturnReason, comment: string | null, rejectReason: string | null, refund: number, refundMethod: ReturnRefundMethod, refundTo: string | null, refundReference: string | null, payoutDetails: string | null, nextStatuses: Array<ReturnStatus>, createdAt: string, lines: Array<{ productId: string, productName: string, size: string, wantedSize: string | null, wantedProductName: string | null, quantity: number, lineTotal: number }>, history: Array<{ to: ReturnStatus, actor: string, note: string | null, at: string }> }> } };

export type MoveReturnMutationVariables = Exact<{
  input: MoveReturnInput;
}>;


export type MoveReturnMutation = { moveReturn: { returnNumber: string, orderNumber: string, kind: ReturnKind, replacementOrderNumber: string | null, becameRefund: boolean, status: ReturnStatus, reason: ReturnReason, comment: string | null, rejectReason: string | null, refund: number, refundMethod: ReturnRefundMethod, refundTo: string | null, refundReference: string | null, payoutDetails: string | null, nextStatuses: Array<ReturnStatus>, createdAt: string, lines: Array<{ productId: string, productName: string, size: string, wantedSize: string | null, wantedProductName: string | null, quantity: number, lineTotal: number }>, history: Array<{ to: ReturnStatus, actor: string, note: string | null, at: string }> } };

export const AdminReturnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"becameRefund"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundMethod"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"refundReference"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDetails"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"wantedSize"}},{"kind":"Field","name":{"kind":"Name","value":"wantedProductName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdminReturnFieldsFragment, unknown>;
export const AdminReturnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReturns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReturns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReturnFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"becameRefund"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundMethod"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"refundReference"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDetails"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"wantedSize"}},{"kind":"Field","name":{"kind":"Name","value":"wantedProductName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdminReturnsQuery, AdminReturnsQueryVariables>;
export const MoveReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReturnFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"becameRefund"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundMethod"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"refundReference"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDetails"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"wantedSize"}},{"kind":"Field","name":{"kind":"Name","value":"wantedProductName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<MoveReturnMutation, MoveReturnMutationVariables>;