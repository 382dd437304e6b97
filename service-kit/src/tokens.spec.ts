import { SignJWT, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCheck } from './sessionCheck';
import { InvalidTokenError, SessionEndedError, TokenService, defaultTokenLifetimes } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const ISSUER = 'sports-platform';
const service = () => new TokenService({ secret: SECRET, issuer: ISSUER, ...defaultTokenLifetimes });
const key = new TextEncoder().encode(SECRET);
const actor = { userId: 'u-1', name: 'Asha', role: 'player' as const, scopeIds: [] };
const claims = { name: 'Asha', org_role: 'player', scope_ids: [], token_use: 'access' };

const signed = (
  options: { alg?: string; secret?: Uint8Array; issuer?: string; expSeconds?: number; nbfSeconds?: number; body?: object } = {},
) => {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ ...claims, ...options.body })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject('u-1')
    .setIssuer(options.issuer ?? ISSUER)
    .setExpirationTime(now + (options.expSeconds ?? 60));
  if (options.nbfSeconds !== undefined) jwt.setNotBefore(now + options.nbfSeconds);
  return jwt.sign(options.secret ?? key);
};

const rejects = (token: string, message = 'The token is not valid') =>
  expect(() => service().verifyAccess(token)).toThrowError(new InvalidTokenError(message));

describe('TokenService', () => {
  it('issues tokens that jose itself verifies, and verifies them back to the actor', async () => {
    const tokens = await service().issue(actor);
    const { payload } = await jwtVerify(tokens.accessToken, key, { issuer: ISSUER, algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: 'u-1', token_use: 'access', org_role: 'player' });
    expect(service().verifyAccess(tokens.accessToken)).toEqual(actor);
  });

  it('accepts any jose-signed HS256 token with the right claims', async () => {
    expect(service().verifyAccess(await signed())).toEqual(actor);
  });

  it('rejects a refresh token where an access token is needed', async () => {
    rejects((await service().issue(actor)).refreshToken);
  });

  it('rejects another key, another issuer, another algorithm, and alg none', async () => {
    rejects(await signed({ secret: new TextEncoder().encode('another-secret-another-secret-another') }));
    rejects(await signed({ issuer: 'someone-else' }));
    rejects(await signed({ alg: 'HS512' }));
    const [, payload] = (await signed()).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    rejects(`${none}.${payload}.`);
    rejects(`${none}.${payload}.c2ln`);
  });

  it('rejects a tampered payload and malformed tokens', async () => {
    const [header, , signature] = (await signed()).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin', iss: ISSUER, exp: 9_999_999_999 })).toString('base64url');
    rejects(`${header}.${forged}.${signature}`);
    for (const junk of ['', 'abc', 'a.b', 'a.b.c.d', '...', 'e30.e30.', '%%%.%%%.%%%']) rejects(junk);
  });

  it('tells an expired token apart, and refuses one not valid yet', async () => {
    rejects(await signed({ expSeconds: -5 }), 'The token has expired');
    rejects(await signed({ nbfSeconds: 120 }));
  });

  it('rejects claims of the wrong shape even when signed', async () => {
    rejects(await signed({ body: { org_role: 'emperor' } }));
  });
});

/** Verified tokens are remembered by their text; nothing else about them is. */
describe('TokenService, a token verified before', () => {
  const sessionsOf = (tokens: TokenService) => {
    const ended = new Set<string>();
    const check = new SessionCheck({ isSessionEnded: async (id) => ended.has(id) });
    tokens.checkSessionsWith(check);
    return { ended, check };
  };

  afterEach(() => vi.useRealTimers());

  it('is refused once it expires', async () => {
    const tokens = service();
    const token = await signed({ expSeconds: 60 });
    expect(tokens.verifyAccess(token)).toEqual(actor);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(() => tokens.verifyAccess(token)).toThrowError(new InvalidTokenError('The token has expired'));
  });

  it('does not vouch for a token that differs from it in any one character', async () => {
    const tokens = service();
    const token = (await tokens.issue(actor)).accessToken;
    expect(tokens.verifyAccess(token)).toEqual(actor);
    // Every other character of the alphabet (and a dot) at every place: the signature's last
    // character has spare bits, so some of these would decode to the same MAC.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=';
    const accepted: string[] = [];
    for (let i = 0; i < token.length; i++) {
      for (const other of alphabet) {
        if (token[i] === other) continue;
        const changed = token.slice(0, i) + other + token.slice(i + 1);
        try {
          tokens.verifyAccess(changed);
          accepted.push(`${other} at ${i}`);
        } catch (error) {
          if (!(error instanceof InvalidTokenError)) throw error;
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(() => tokens.verifyAccess(`${token}=`)).toThrowError(InvalidTokenError);
    expect(tokens.verifyAccess(token)).toEqual(actor);
  });

  it('is refused at once when its session ends, here or in the store', async () => {
    const tokens = service();
    const { ended, check } = sessionsOf(tokens);
    const first = await tokens.issue(actor);
    const second = await tokens.issue(actor);
    expect(await tokens.authenticate(first.accessToken)).toEqual(actor);
    expect(await tokens.authenticate(second.accessToken)).toEqual(actor);
    check.markEnded(first.family);
    await expect(tokens.authenticate(first.accessToken)).rejects.toThrowError(SessionEndedError);
    // A session the check has not seen yet is asked of the store on its first use.
    const third = await tokens.issue(actor);
    ended.add(third.family);
    expect(tokens.verifyAccess(third.accessToken)).toEqual(actor);
    await expect(tokens.authenticate(third.accessToken)).rejects.toThrowError(SessionEndedError);
    expect(await tokens.authenticate(second.accessToken)).toEqual(actor);
  });
});
