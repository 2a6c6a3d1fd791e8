import { Field } from '../common/api-schema.js';
import { RestOrder } from '../orders/rest-order.view.js';
import type { ApiKeyEntity } from './api-key.entity.js';
import { API_SCOPES } from './api-scopes.js';

export class RestApiKey {
  @Field({ format: 'uuid' }) id: string;
  @Field() name: string;
  @Field({ description: "The key's public part (the 12 hex characters after `squ_`), to tell keys apart" }) prefix: string;
  @Field({ type: 'array', items: { type: 'string', enum: [...API_SCOPES] } } as never) scopes: string[];
  @Field() createdBy: string;
  @Field({ format: 'date-time' }) createdAt: string;
  @Field({ type: 'string', format: 'date-time', nullable: true, description: 'Null while the key works' }) revokedAt: string | null;
  @Field({ type: 'string', format: 'date-time', nullable: true, description: 'When a request last came with it (to the minute); null if never' }) lastUsedAt: string | null;
}

export class ApiKeyCreatedAnswer {
  @Field({ type: RestApiKey }) apiKey: RestApiKey;
  @Field({ pattern: '^squ_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$', description: 'The key, to send as `Authorization: Bearer <key>`. Shown this once: only its hash is kept.' }) key: string;
}

export class ApiKeysAnswer {
  @Field({ type: [RestApiKey], description: 'Newest first' }) apiKeys: RestApiKey[];
}

export class ApiKeyAnswer {
  @Field({ type: RestApiKey }) apiKey: RestApiKey;
}

export class V1OrdersPage {
  @Field({ type: [RestOrder], description: 'Oldest change first: by updatedAt, then id' }) orders: RestOrder[];
  @Field({
    type: 'string',
    nullable: true,
    description: 'Pass as `cursor` for the orders after these (opaque). Given whenever the page held orders, even a short one: kept, it reads the orders changed later. Null for an empty page (keep your last cursor).',
  })
  nextCursor: string | null;
  @Field({ description: 'Whether more orders were waiting when this page was read' }) hasMore: boolean;
}

export class V1OrderAnswer {
  @Field({ type: RestOrder }) order: RestOrder;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toRestApiKey = (k: ApiKeyEntity): RestApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes.split(','),
  createdBy: k.createdBy,
  createdAt: k.createdAt.toISOString(),
  revokedAt: iso(k.revokedAt),
  lastUsedAt: iso(k.lastUsedAt),
});
