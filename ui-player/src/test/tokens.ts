import { useSession } from '../session/store';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token shaped like the server's (unsigned: the UI only reads it). `tag` keeps tokens apart in assertions. */
export function accessToken({ userId = 'u1', name = 'Asha Player', role = 'player', issuedAtMs = Date.now(), tag = 'a' } = {}) {
  const iat = Math.floor(issuedAtMs / 1000);
  const claims = { sub: userId, name, org_role: role, scope_ids: [], token_use: 'access', iat, exp: iat + 55 * 60 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.sig-${tag}`;
}

/** Stores a session as if Asha had signed in `ageMs` ago. */
export function signedInAsAsha({ ageMs = 0, refreshToken = 'ref-u1' } = {}) {
  const token = accessToken({ issuedAtMs: Date.now() - ageMs });
  useSession.getState().signIn({ accessToken: token, refreshToken });
  return token;
}
