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
    "fragment WebhookEndpointRow on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  previousSecretUntil\n  createdBy\n  createdAt\n}\n\nfragment WebhookDeliveryRow on WebhookDelivery {\n  id\n  eventId\n  eventType\n  orderNumber\n  status\n  attempts\n  nextAttemptAt\n  createdAt\n  tries {\n    at\n    ok\n    status\n    answer\n    durationMs\n  }\n}\n\nfragment ApiKeyRow on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  createdBy\n  createdAt\n  revokedAt\n  lastUsedAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointRow\n  }\n}\n\nquery WebhookDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) {\n  webhookDeliveries(endpointId: $endpointId, status: $status) {\n    ...WebhookDeliveryRow\n  }\n}\n\nmutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n  setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n    ...WebhookEndpointRow\n  }\n}\n\nmutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n  resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...WebhookDeliveryRow\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyRow\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyRow\n    }\n    key\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyRow\n  }\n}": typeof types.WebhookEndpointRowFragmentDoc,
};
const documents: Documents = {
    "fragment WebhookEndpointRow on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  previousSecretUntil\n  createdBy\n  createdAt\n}\n\nfragment WebhookDeliveryRow on WebhookDelivery {\n  id\n  eventId\n  eventType\n  orderNumber\n  status\n  attempts\n  nextAttemptAt\n  createdAt\n  tries {\n    at\n    ok\n    status\n    answer\n    durationMs\n  }\n}\n\nfragment ApiKeyRow on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  createdBy\n  createdAt\n  revokedAt\n  lastUsedAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointRow\n  }\n}\n\nquery WebhookDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) {\n  webhookDeliveries(endpointId: $endpointId, status: $status) {\n    ...WebhookDeliveryRow\n  }\n}\n\nmutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n  setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n    ...WebhookEndpointRow\n  }\n}\n\nmutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n  resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...WebhookDeliveryRow\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyRow\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyRow\n    }\n    key\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyRow\n  }\n}": types.WebhookEndpointRowFragmentDoc,
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
export function graphql(source: "fragment WebhookEndpointRow on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  previousSecretUntil\n  createdBy\n  createdAt\n}\n\nfragment WebhookDeliveryRow on WebhookDelivery {\n  id\n  eventId\n  eventType\n  orderNumber\n  status\n  attempts\n  nextAttemptAt\n  createdAt\n  tries {\n    at\n    ok\n    status\n    answer\n    durationMs\n  }\n}\n\nfragment ApiKeyRow on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  createdBy\n  createdAt\n  revokedAt\n  lastUsedAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointRow\n  }\n}\n\nquery WebhookDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) {\n  webhookDeliveries(endpointId: $endpointId, status: $status) {\n    ...WebhookDeliveryRow\n  }\n}\n\nmutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n  setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n    ...WebhookEndpointRow\n  }\n}\n\nmutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n  resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...WebhookDeliveryRow\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyRow\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyRow\n    }\n    key\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyRow\n  }\n}"): (typeof documents)["fragment WebhookEndpointRow on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  previousSecretUntil\n  createdBy\n  createdAt\n}\n\nfragment WebhookDeliveryRow on WebhookDelivery {\n  id\n  eventId\n  eventType\n  orderNumber\n  status\n  attempts\n  nextAttemptAt\n  createdAt\n  tries {\n    at\n    ok\n    status\n    answer\n    durationMs\n  }\n}\n\nfragment ApiKeyRow on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  createdBy\n  createdAt\n  revokedAt\n  lastUsedAt\n}\n\nquery WebhookEndpoints {\n  webhookEndpoints {\n    ...WebhookEndpointRow\n  }\n}\n\nquery WebhookDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) {\n  webhookDeliveries(endpointId: $endpointId, status: $status) {\n    ...WebhookDeliveryRow\n  }\n}\n\nmutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    endpoint {\n      ...WebhookEndpointRow\n    }\n    secret\n  }\n}\n\nmutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n  setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n    ...WebhookEndpointRow\n  }\n}\n\nmutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {\n  resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {\n    ...WebhookDeliveryRow\n  }\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyRow\n  }\n}\n\nmutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyRow\n    }\n    key\n  }\n}\n\nmutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyRow\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;