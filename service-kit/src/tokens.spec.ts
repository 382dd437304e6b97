import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { InvalidTokenError, TokenService, defaultTokenLifetimes } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const ISSUER = 'sports-platform';
const service = () => new TokenService({ secret: SECRET, issuer: ISSUER, ...defaultTokenLifetimes });
const key = new TextEncoder().encode(SECRET);
const actor = { userId: 'u-1', name: 'Asha', role: 'player' as const, scopeIds: [] };
const claims = { name: 'Asha', org_role: 'player', scope_ids: [], token_use: 'access' };

const signed = (options: { alg?: string; secret?: Uint8Array; issuer?: string; expSeconds?: number; nbfSeconds?: number; body?: object } = {}) => {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ ...claims, ...options.body })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject('u-1')
    .setIssuer(options.issuer ?? ISSUER)
    .setExpirationTime(now + (options.expSeconds ?? 60));
  if (options.nbfSeconds !== undefined) jwt.setNotBefore(now + options.nbfSeconds);
  return jwt.sign(options.secret ?? key);
};

const rejects = (token: string, message = 'The token is not valid') => expect(() => service().verifyAccess(token)).toThrowError(new InvalidTokenError(message));

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
