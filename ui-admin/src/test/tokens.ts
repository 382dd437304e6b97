import { SESSION_KEY, resetSessionForTests } from '../auth/session';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token shaped like the server's (unsigned: the UI only reads it). `tag` keeps tokens apart in assertions. */
export function accessToken({
  userId = 'demo-manager-vikram',
  name = 'Vikram Rao',
  role = 'org_manager',
  scopeIds = ['org-marina-sports', 'org-marina-sports:manage'],
  issuedAtMs = Date.now(),
  tag = 'a',
} = {}) {
  const iat = Math.floor(issuedAtMs / 1000);
  const claims = { sub: userId, name, org_role: role, scope_ids: scopeIds, token_use: 'access', iat, exp: iat + 55 * 60 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.sig-${tag}`;
}

/** Stores a manager's session as a previous visit would have left it, `ageMs` after sign-in. */
export function signedInAsManager({ ageMs = 0, refreshToken = 'ref-1' } = {}) {
  const token = accessToken({ issuedAtMs: Date.now() - ageMs });
  resetSessionForTests();
  localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: token, refreshToken }));
  return token;
}

/** Forgets any session, in memory and in storage. */
export function signedOut() {
  resetSessionForTests();
  localStorage.removeItem(SESSION_KEY);
}

/** Stores a session for any staff member: a staff member who only reads, another organisation's manager, a platform admin. */
export function signedInWith(claims: Parameters<typeof accessToken>[0]) {
  const token = accessToken(claims);
  resetSessionForTests();
  localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: token, refreshToken: 'ref-1' }));
  return token;
}
