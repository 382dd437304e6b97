import { accessClaimsSchema } from '@sports/contracts';
import { z } from 'zod';

const payloadSchema = accessClaimsSchema.extend({ iat: z.number() });

export interface TokenClaims {
  userId: string;
  name: string;
  role: z.infer<typeof accessClaimsSchema>['org_role'];
  issuedAtMs: number;
}

/**
 * Reads an access token's payload without checking the signature: the UI only needs who is
 * signed in and when the token was issued; the server verifies every token it is sent.
 */
export function readAccessClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = payloadSchema.safeParse(JSON.parse(json));
    if (!claims.success) return null;
    return { userId: claims.data.sub, name: claims.data.name, role: claims.data.org_role, issuedAtMs: claims.data.iat * 1000 };
  } catch {
    return null;
  }
}
