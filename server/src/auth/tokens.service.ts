import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, createSecretKey, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { timeOrderedId } from '../common/ids.js';
import type { EntityManager } from 'typeorm';
import { sessionExpired, unauthenticated } from '../common/app-error.js';
import type { Actor, UserRole } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import type { UserRecord } from '../users/user.view.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';

export interface IssuedTokens {
  token: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

interface AccessClaims {
  sub: string;
  role: UserRole;
  typ: 'access';
  exp?: number;
}

/** What a token names of its account: who, and in which role. */
type TokenSubject = Pick<UserRecord, 'id' | 'role'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Access tokens are short-lived HS256 JWTs (typ "access"); refresh tokens are opaque
 * random strings kept only as hashes. The two cannot stand in for each other.
 */
@Injectable()
export class TokensService {
  /** A key object, not the string: jsonwebtoken would otherwise parse the secret on every call. */
  private readonly key: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  /** The actor of a bearer token; throws UNAUTHENTICATED for anything but a valid access token. */
  verifyAccessToken(token: string): Actor {
    let claims: AccessClaims;
    try {
      claims = this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'], secret: this.key as unknown as string });
    } catch {
      throw sessionExpired();
    }
    if (claims.typ !== 'access' || typeof claims.sub !== 'string' || !['customer', 'admin'].includes(claims.role)) {
      throw sessionExpired();
    }
    return { userId: claims.sub, role: claims.role };
  }

  /** Issues an access token and starts a new refresh-token family (a new sign-in). */
  issue(manager: EntityManager, user: TokenSubject): Promise<IssuedTokens> {
    return this.issueInFamily(manager, user, randomUUID());
  }

  /**
   * Rotates a refresh token: the presented one is replaced by a new one of the same family.
   * Presenting a token that was already replaced or revoked revokes the whole family.
   */
  async rotate<U extends TokenSubject>(presented: string, loadUser: (m: EntityManager, id: string) => Promise<U | null>) {
    const outcome = await this.db.transaction(async (m) => {
      const repo = m.getRepository(RefreshTokenEntity);
      const row = await repo.findOneBy({ tokenHash: sha256(presented) });
      if (!row) return { error: sessionExpired() };
      // A token presented twice (again, or by two racing rotations): the whole sign-in ends.
      const endFamily = async () => {
        await repo.update({ familyId: row.familyId }, { revokedAt: new Date() });
        return { error: unauthenticated('This sign-in was ended for your safety. Please sign in again.') };
      };
      if (row.replacedBy || row.revokedAt) return endFamily();
      if (row.expiresAt.getTime() <= Date.now()) return { error: sessionExpired() };
      const user = await loadUser(m, row.userId);
      if (!user) return { error: sessionExpired() };
      const nextId = timeOrderedId();
      // Only one of two racing rotations (on any instance) may claim the token.
      const claimed = await m
        .createQueryBuilder()
        .update(RefreshTokenEntity)
        .set({ replacedBy: nextId })
        .where('id = :id AND replaced_by IS NULL AND revoked_at IS NULL', { id: row.id })
        .execute();
      if (!claimed.affected) return endFamily();
      const tokens = await this.issueInFamily(m, user, row.familyId, nextId);
      return { user, tokens };
    });
    if ('error' in outcome && outcome.error) throw outcome.error;
    return outcome as { user: U; tokens: IssuedTokens };
  }

  /** Revokes the family of a refresh token (logout). Unknown tokens are ignored. */
  async revoke(presented: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const repo = m.getRepository(RefreshTokenEntity);
      const row = await repo.findOneBy({ tokenHash: sha256(presented) });
      if (row) await repo.update({ familyId: row.familyId }, { revokedAt: new Date() });
    });
  }

  /** Revokes every refresh token of an account (a new password), in the caller's transaction: every sign-in ends. */
  async revokeAllOf(m: EntityManager, userId: string): Promise<void> {
    await m.createQueryBuilder().update(RefreshTokenEntity).set({ revokedAt: new Date() }).where('user_id = :userId AND revoked_at IS NULL', { userId }).execute();
  }

  private async issueInFamily(m: EntityManager, user: TokenSubject, familyId: string, id = timeOrderedId()): Promise<IssuedTokens> {
    const claims: AccessClaims = { sub: user.id, role: user.role, typ: 'access' };
    const token = this.jwt.sign(claims, {
      algorithm: 'HS256',
      secret: this.key as unknown as string,
      expiresIn: this.config.accessTokenTtlSeconds,
      jwtid: randomUUID(),
    });
    const refreshToken = `rt_${randomBytes(32).toString('base64url')}`;
    const now = new Date();
    const refreshExpiresAt = new Date(now.getTime() + this.config.refreshTokenTtlDays * 86_400_000);
    await m.getRepository(RefreshTokenEntity).insert({
      id,
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiresAt,
      replacedBy: null,
      revokedAt: null,
      createdAt: now,
    });
    return { token, expiresIn: this.config.accessTokenTtlSeconds, refreshToken, refreshExpiresAt };
  }
}
