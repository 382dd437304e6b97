import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';

export class JwtRejected extends Error {
  override readonly name = 'JwtRejected';
  constructor(readonly reason: 'malformed' | 'algorithm' | 'signature' | 'issuer' | 'expired' | 'not_yet_valid') {
    super(`JWT rejected: ${reason}`);
  }
}

/**
 * Verifies a compact HS256 JWT synchronously. jose's jwtVerify goes through WebCrypto, which
 * queues every HMAC on the thread pool; on the write path that round trip cost more than the
 * command itself (docs/decisions.md, "Token verification"). jose still parses the header and
 * payload and signs every token; this only checks the MAC with node:crypto and the registered
 * claims, and accepts nothing but alg HS256.
 */
export const verifyHs256 = (token: string, secret: Buffer, options: { issuer: string; nowSeconds: number }): JWTPayload => {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) throw new JwtRejected('malformed');
  let header: ReturnType<typeof decodeProtectedHeader>;
  let payload: JWTPayload;
  try {
    header = decodeProtectedHeader(token);
    payload = decodeJwt(token);
  } catch {
    throw new JwtRejected('malformed');
  }
  if (header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) throw new JwtRejected('algorithm');
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtRejected('signature');
  if (payload.iss !== options.issuer) throw new JwtRejected('issuer');
  if (typeof payload.exp !== 'number' || payload.exp <= options.nowSeconds) throw new JwtRejected('expired');
  if (typeof payload.nbf === 'number' && payload.nbf > options.nowSeconds) throw new JwtRejected('not_yet_valid');
  return payload;
};
