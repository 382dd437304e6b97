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
 * Header texts found acceptable. Whether one is depends on its text alone, and only headers that
 * passed a MAC are looked at, so this holds the platform's one header: decoding and parsing it on
 * every request cost as much as the claims' zod parse (docs/adr/0085-join-cpu-cuts.md).
 */
const acceptedHeaders = new Set<string>();
const ACCEPTED_HEADERS_MAX = 16;

const checkHeader = (encodedHeader: string): void => {
  if (acceptedHeaders.has(encodedHeader)) return;
  const header = decodeSegment(encodedHeader);
  if (!header) throw new JwtRejected('malformed');
  if (header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) throw new JwtRejected('algorithm');
  if (acceptedHeaders.size >= ACCEPTED_HEADERS_MAX) acceptedHeaders.clear();
  acceptedHeaders.add(encodedHeader);
};

export const verifyHs256 = (token: string, secret: Buffer, options: { issuer: string; nowSeconds: number }): JWTPayload => {
  const parts = token.split('.');
  // Only the signature's characters are checked here: Buffer's base64url decoding skips foreign
  // ones, so a padded or altered signature would otherwise pass. The header and payload need no
  // check: the MAC is over their exact text, and only text a key holder signed passes it.
  if (parts.length !== 3 || !SEGMENT.test(parts[2]!)) throw new JwtRejected('malformed');
  const [encodedHeader, encodedPayload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${encodedHeader}.${encodedPayload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtRejected('signature');
  // The last character has spare bits: only the canonical spelling passes, so one token is one
  // string (TokenService remembers verified tokens by their text).
  if (given.toString('base64url') !== signature) throw new JwtRejected('malformed');
  checkHeader(encodedHeader);
  const payload = decodeSegment(encodedPayload);
  if (!payload) throw new JwtRejected('malformed');
  if (payload.iss !== options.issuer) throw new JwtRejected('issuer');
  if (typeof payload.exp !== 'number' || payload.exp <= options.nowSeconds) throw new JwtRejected('expired');
  if (typeof payload.nbf === 'number' && payload.nbf > options.nowSeconds) throw new JwtRejected('not_yet_valid');
  return payload;
};
