import { SignJWT } from 'jose';
import { z } from 'zod';
import { accessClaimsSchema, type Actor } from '@sports/contracts';
import { LruMap } from './lruMap';
import { JwtRejected, verifyHs256 } from './hs256';

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

/**
 * Signs HS256 JWTs with jose and verifies them synchronously (see hs256.ts). Verified tokens
 * are remembered until they expire, so a busy client does not pay for the check every request.
 */
export class TokenService {
  /** Imported once: handing jose raw bytes would re-import the key on every sign and verify. */
  private readonly key: Promise<CryptoKey>;
  private readonly secret: Buffer;
  private readonly verified = new LruMap<string, { actor: Actor; expiresAtMs: number }>(50_000);

  constructor(private readonly config: TokenConfig) {
    if (config.secret.length < 32) throw new Error('The token secret must be at least 32 characters');
    this.secret = Buffer.from(config.secret, 'utf8');
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(config.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
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
      accessToken: await sign('access', this.config.accessTtlSeconds, crypto.randomUUID()),
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

  verifyAccess(token: string): Actor {
    const nowMs = Date.now();
    const cached = this.verified.get(token);
    if (cached && cached.expiresAtMs > nowMs) return cached.actor;
    try {
      const payload = verifyHs256(token, this.secret, { issuer: this.config.issuer, nowSeconds: Math.floor(nowMs / 1000) });
      const claims = accessClaimsSchema.parse(payload);
      const actor: Actor = { userId: claims.sub, name: claims.name, role: claims.org_role, scopeIds: claims.scope_ids };
      this.verified.set(token, { actor, expiresAtMs: (payload.exp ?? 0) * 1000 });
      return actor;
    } catch (error) {
      if (error instanceof JwtRejected && error.reason === 'expired') throw new InvalidTokenError('The token has expired');
      throw new InvalidTokenError('The token is not valid');
    }
  }
}
