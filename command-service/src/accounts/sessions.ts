import { DomainError, type Actor } from '@sports/contracts';
import { InvalidTokenError, type SessionCheck, type TokenService } from '@sports/service-kit';
import type { CredentialStore } from './credentialStore';
import type { UserDirectory } from './userDirectory';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * Sessions are refresh-token families. Every refresh spends the presented token and issues a
 * new pair in the same family; presenting a spent token again means it was stolen or replayed,
 * so the whole family is revoked (OAuth 2.0 Security BCP, refresh token rotation).
 */
export class Sessions {
  constructor(
    private readonly tokens: TokenService,
    private readonly store: CredentialStore,
    private readonly users: UserDirectory,
    /** Told of every session ended here, so its access tokens are refused at once in this process. */
    private readonly ended?: SessionCheck,
  ) {}

  async start(actor: Actor): Promise<TokenPair> {
    return this.issue(actor);
  }

  async rotate(refreshToken: string, nowMs = Date.now()): Promise<TokenPair> {
    const claims = this.verified(refreshToken);
    const outcome = await this.store.spendRefresh(claims.jti, nowMs);
    if (outcome.status === 'unknown')
      throw new DomainError('UNAUTHENTICATED', 'This refresh token is not known; sign in again', 'refreshToken');
    if (outcome.status === 'revoked') throw new DomainError('SESSION_REVOKED', 'This session has ended; sign in again', 'refreshToken');
    if (outcome.status === 'reused') {
      await this.revoke(outcome.family, nowMs);
      throw new DomainError(
        'REFRESH_TOKEN_REUSED',
        'This refresh token was already used; the session has been ended for safety',
        'refreshToken',
      );
    }
    const actor = await this.users.current(outcome.session.userId);
    if (!actor) throw new DomainError('UNAUTHENTICATED', 'The user of this session no longer exists', 'refreshToken');
    return this.issue(actor, outcome.session.family);
  }

  /** Ends the session of this refresh token if it is `userId`'s own; another user's is refused and left as it was. */
  async end(refreshToken: string, userId: string, nowMs = Date.now()): Promise<void> {
    const claims = this.verified(refreshToken);
    if (claims.sub !== userId)
      throw new DomainError('NOT_YOUR_SESSION', "This refresh token belongs to another user's session", 'refreshToken');
    await this.revoke(claims.fam, nowMs);
  }

  private async revoke(family: string, nowMs: number): Promise<void> {
    await this.store.revokeFamily(family, nowMs);
    this.ended?.markEnded(family);
  }

  private verified(refreshToken: string) {
    try {
      return this.tokens.verifyRefresh(refreshToken);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new DomainError('UNAUTHENTICATED', error.message, 'refreshToken');
      throw error;
    }
  }

  private async issue(actor: Actor, family?: string): Promise<TokenPair> {
    const issued = await this.tokens.issue(actor, { family });
    await this.store.saveRefresh({
      jti: issued.refreshJti,
      family: issued.family,
      userId: actor.userId,
      expiresAtMs: issued.refreshExpiresAtMs,
    });
    return { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
  }
}
