import { createHmac, timingSafeEqual } from 'node:crypto';
import type { JWTPayload } from 'jose';

export class JwtRejected extends Error {
  override readonly name = 'JwtRejected';
  constructor(readonly reason: 'malformed' | 'algorithm' | 'signature' | 'issuer' | 'expired' | 'not_yet_valid') {
    super(`JWT rejected: ${reason}`);
  }
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** A base64url JSON object segment, or null. The MAC has already vouched for the exact text. */
const decodeSegment = (segment: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Verifies a compact HS256 JWT synchronously. jose's jwtVerify goes through WebCrypto, which
 * queues every HMAC on the thread pool; on the write path that round trip cost more than the
 * command itself (docs/decisions.md, "Write path speed"). jose signs every token; this checks
 * the MAC with node:crypto first, then the header (nothing but alg HS256) and the registered
 * claims. Tests cross-check it against jose's own verifier.
 */
export const verifyHs256 = (token: string, secret: Buffer, options: { issuer: string; nowSeconds: number }): JWTPayload => {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) throw new JwtRejected('malformed');
  const [encodedHeader, encodedPayload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${encodedHeader}.${encodedPayload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtRejected('signature');
  const header = decodeSegment(encodedHeader);
  const payload = decodeSegment(encodedPayload) as JWTPayload | null;
  if (!header || !payload) throw new JwtRejected('malformed');
  if (header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) throw new JwtRejected('algorithm');
  if (payload.iss !== options.issuer) throw new JwtRejected('issuer');
  if (typeof payload.exp !== 'number' || payload.exp <= options.nowSeconds) throw new JwtRejected('expired');
  if (typeof payload.nbf === 'number' && payload.nbf > options.nowSeconds) throw new JwtRejected('not_yet_valid');
  return payload;
};
