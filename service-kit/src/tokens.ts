import { SignJWT } from 'jose';
import { z } from 'zod';
import { accessClaimsSchema, type Actor } from '@sports/contracts';
import { LruMap } from './lruMap';
import { JwtRejected, verifyHs256 } from './hs256';
import type { SessionCheck } from './sessionCheck';

export interface TokenConfig {
  secret: string;
  issuer: string;
  /** Spec section 9: the access cookie lives 55 minutes. */
  accessTtlSeconds: number;
  /** Spec section 9: long-lived 365 days. */
  refreshTtlSeconds: number;
}

export const defaultTokenLifetimes = { accessTtlSeconds: 55 * 60, refreshTtlSeconds: 365 * 24 * 60 * 60 };

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  refreshJti: string;
  family: string;
  refreshExpiresAtMs: number;
}

const refreshClaimsSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  fam: z.string(),
  token_use: z.literal('refresh'),
  exp: z.number(),
});
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/** A well-signed, unexpired access token whose session was ended by logout or revocation. */
export class SessionEndedError extends InvalidTokenError {
  constructor() {
    super('This session has ended; sign in again');
  }
}

/**
 * Signs HS256 JWTs with jose and verifies them synchronously (see hs256.ts). Verified tokens
 * are remembered until they expire, so a busy client does not pay for the check every request.
 */
export class TokenService {
  /** Imported once: handing jose raw bytes would re-import the key on every sign and verify. */
  private readonly key: Promise<CryptoKey>;
  private readonly secret: Buffer;
  private readonly verified = new LruMap<string, { actor: Actor; expiresAtMs: number; sessionId: string | null }>(50_000);
  private sessions: SessionCheck | null = null;

  constructor(private readonly config: TokenConfig) {
    if (config.secret.length < 32) throw new Error('The token secret must be at least 32 characters');
    this.secret = Buffer.from(config.secret, 'utf8');
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(config.secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /**
   * An access and a refresh token. The refresh token carries its own id (jti) and its session
   * family (fam): rotation keeps the family, so reuse of a spent token can end the whole session.
   */
  async issue(actor: Actor, options: { family?: string; nowMs?: number } = {}): Promise<IssuedTokens> {
    const key = await this.key;
    const nowSeconds = Math.floor((options.nowMs ?? Date.now()) / 1000);
    const claims = { name: actor.name, org_role: actor.role, scope_ids: actor.scopeIds };
    const family = options.family ?? crypto.randomUUID();
    const refreshJti = crypto.randomUUID();
    const sign = (use: 'access' | 'refresh', ttl: number, jti: string, extra: Record<string, string> = {}) =>
      new SignJWT({ ...claims, ...extra, token_use: use })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(actor.userId)
        .setIssuer(this.config.issuer)
        .setIssuedAt(nowSeconds)
        .setJti(jti)
        .setExpirationTime(nowSeconds + ttl)
        .sign(key);
    return {
      // sid: the session (refresh family) the access token belongs to, so ending the session ends it too.
      accessToken: await sign('access', this.config.accessTtlSeconds, crypto.randomUUID(), { sid: family }),
      refreshToken: await sign('refresh', this.config.refreshTtlSeconds, refreshJti, { fam: family }),
      refreshJti,
      family,
      refreshExpiresAtMs: (nowSeconds + this.config.refreshTtlSeconds) * 1000,
    };
  }

  /** Checks a refresh token's signature, issuer, expiry and use; whether it is still live is the session store's call. */
  verifyRefresh(token: string): RefreshClaims {
    try {
      const payload = verifyHs256(token, this.secret, { issuer: this.config.issuer, nowSeconds: Math.floor(Date.now() / 1000) });
      return refreshClaimsSchema.parse(payload);
    } catch (error) {
      if (error instanceof JwtRejected && error.reason === 'expired') throw new InvalidTokenError('The refresh token has expired');
      throw new InvalidTokenError('The refresh token is not valid');
    }
  }

  /** Refuse access tokens of ended sessions from now on (authenticate); without it only signature and expiry count. */
  checkSessionsWith(sessions: SessionCheck): void {
    this.sessions = sessions;
  }

  /** Signature, issuer, expiry and use; not whether the session is still live (authenticate checks that too). */
  verifyAccess(token: string): Actor {
    return this.verifiedAccess(token).actor;
  }

  /**
   * verifyAccess, then the session: a token of an ended session is refused with SessionEndedError.
   * Tokens without a session id (issued before sessions were named in them) are checked as before.
   */
  async authenticate(token: string): Promise<Actor> {
    const { actor, sessionId } = this.verifiedAccess(token);
    if (this.sessions && sessionId !== null && (await this.sessions.isEnded(sessionId))) throw new SessionEndedError();
    return actor;
  }

  private verifiedAccess(token: string): { actor: Actor; sessionId: string | null } {
    const nowMs = Date.now();
    const cached = this.verified.get(token);
    if (cached && cached.expiresAtMs > nowMs) return cached;
    try {
      const payload = verifyHs256(token, this.secret, { issuer: this.config.issuer, nowSeconds: Math.floor(nowMs / 1000) });
      const claims = accessClaimsSchema.parse(payload);
      const actor: Actor = { userId: claims.sub, name: claims.name, role: claims.org_role, scopeIds: claims.scope_ids };
      const entry = { actor, expiresAtMs: (payload.exp ?? 0) * 1000, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
      this.verified.set(token, entry);
      return entry;
    } catch (error) {
      if (error instanceof JwtRejected && error.reason === 'expired') throw new InvalidTokenError('The token has expired');
      throw new InvalidTokenError('The token is not valid');
    }
  }
}
