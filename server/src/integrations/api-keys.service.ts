import { Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { IsNull } from 'typeorm';
import { notFound } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { secureRandomBytes, timeOrderedId } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { UsersService } from '../users/users.service.js';
import { ApiKeyEntity } from './api-key.entity.js';
import type { ApiScope } from './api-scopes.js';
import type { CreateApiKeyBody } from './dto/api-key.input.js';

/** What every key starts with, so that it is told from an access token (and found by secret scanners). */
export const KEY_PREFIX = 'squ_';
const KEY_SHAPE = /^squ_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
/** A key's last use is written at most this often. */
const LAST_USE_EVERY_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The live key a request came with: what ApiKeyGuard hands the v1 calls. */
export interface CallingKey {
  id: string;
  name: string;
  scopes: ApiScope[];
}

/** Whether a bearer token has an API key's shape (else it is an access token). */
export const looksLikeApiKey = (token: string) => token.startsWith(KEY_PREFIX);

/**
 * Integrators' API keys (issue 59): the staff make them with scopes, see them once, revoke them;
 * a request's key is checked here (ApiKeyGuard). The one writer of api_keys.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly db: DatabaseService,
    private readonly users: UsersService,
  ) {}

  /** A new key: `squ_<12 hex>_<43 base64url>`; its answer is the only time it is shown (only its SHA-256 is kept). */
  async create(ctx: RequestContext, input: CreateApiKeyBody): Promise<{ apiKey: ApiKeyEntity; key: string }> {
    const who = await this.users.adminName(ctx);
    const prefix = secureRandomBytes(6).toString('hex');
    const key = `${KEY_PREFIX}${prefix}_${secureRandomBytes(32).toString('base64url')}`;
    const now = new Date();
    const apiKey: ApiKeyEntity = {
      id: timeOrderedId(now.getTime()),
      name: input.name.trim(),
      prefix,
      keyHash: hashOf(key),
      scopes: input.scopes.join(','),
      createdBy: who,
      createdAt: now,
      revokedAt: null,
      lastUsedAt: null,
    };
    await this.db.transaction((m) => m.getRepository(ApiKeyEntity).insert(apiKey));
    return { apiKey, key };
  }

  list(): Promise<ApiKeyEntity[]> {
    return this.db.manager.getRepository(ApiKeyEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Revokes a key at once (a second revoke answers it as it is). */
  async revoke(id: string, now = new Date()): Promise<ApiKeyEntity> {
    await this.db.transaction((m) => m.getRepository(ApiKeyEntity).update({ id, revokedAt: IsNull() }, { revokedAt: now }));
    const found = await this.db.manager.getRepository(ApiKeyEntity).findOneBy({ id });
    if (!found) throw notFound('No API key has that id');
    return found;
  }

  /** The live key a bearer token is, with its scopes, or null (unknown, malformed or revoked). Records its use (once a minute at most). */
  async authenticate(token: string, now = new Date()): Promise<CallingKey | null> {
    const shape = KEY_SHAPE.exec(token);
    if (!shape) return null;
    const found = await this.db.manager.getRepository(ApiKeyEntity).findOneBy({ prefix: shape[1] });
    if (!found || found.revokedAt) return null;
    const given = Buffer.from(hashOf(token), 'hex');
    if (!timingSafeEqual(given, Buffer.from(found.keyHash, 'hex'))) return null;
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
      await this.db.transaction((m) => m.getRepository(ApiKeyEntity).update({ id: found.id }, { lastUsedAt: now }));
    }
    return { id: found.id, name: found.name, scopes: found.scopes.split(',') as ApiScope[] };
  }
}
