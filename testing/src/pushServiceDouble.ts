import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One push the double accepted: who sent it (the VAPID claims and key) and what it carried, decrypted. */
export interface ReceivedPush {
  endpoint: string;
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the sender's VAPID public key. */
  publicKey: string;
  ttl: number;
  payload: unknown;
}

/** A push the double refused, and why (a wrong signature, an expired JWT, an unreadable body…). */
export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

/** What a browser's PushSubscription.toJSON() gives, for the subscription the double made. */
export interface DoubleSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const DAY_SECONDS = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** RFC 8292 section 3: `vapid t=<JWT>, k=<public key>`; the JWT signed with ES256 by the key `k`. */
const checkVapid = (authorization: string | undefined, endpoint: string, nowSeconds: number) => {
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Refusal(401, 'no VAPID authorization');
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Refusal(401, 'the JWT is not three parts');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'the JWT signature does not verify against k');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'ES256')
    throw new Refusal(403, 'the JWT is not ES256');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
  if (parsed.aud !== new URL(endpoint).origin) throw new Refusal(403, `aud ${parsed.aud} is not the endpoint's origin`);
  if (!(parsed.exp > nowSeconds && parsed.exp <= nowSeconds + DAY_SECONDS)) throw new Refusal(403, 'exp is not within the next 24 hours');
  if (!/^(mailto:|https:)/.test(parsed.sub ?? '')) throw new Refusal(403, 'sub is not a mailto: or https: address');
  return { claims: parsed, publicKey: k };
};

/**
 * A browser vendor's push service on 127.0.0.1 (RFC 8030), for the tests: it hands out
 * subscriptions as a browser would (its own P-256 key pair and auth secret per subscription), and
 * accepts a push (201) only with a valid VAPID authorization (RFC 8292) and a body it can decrypt
 * (aes128gcm, RFC 8291); a subscription marked gone answers 410, an unknown one 404.
 */
export class PushServiceDouble {
  readonly received: ReceivedPush[] = [];
  readonly refused: RefusedPush[] = [];
  private readonly keys = new Map<string, { ecdh: ECDH; auth: string }>();
  private readonly gone = new Set<string>();
  private readonly unavailable = new Set<string>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<PushServiceDouble> {
    let double: PushServiceDouble | null = null;
    const server = createServer((request, response) => {
      void double!.handle(request).then(
        (status) => response.writeHead(status).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    double = new PushServiceDouble(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return double;
  }

  /** A new subscription, as a browser's pushManager.subscribe() would give one. */
  subscribe(): DoubleSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const endpoint = `${this.origin}/push/${randomUUID()}`;
    this.keys.set(endpoint, { ecdh, auth });
    return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
  }

  /** From now on the subscription answers 410 Gone (the user revoked it in the browser). */
  markGone(endpoint: string): void {
    this.gone.add(endpoint);
  }

  /** From now on the service answers 503 for the subscription (an outage), or not, again. */
  setUnavailable(endpoint: string, unavailable: boolean): void {
    if (unavailable) this.unavailable.add(endpoint);
    else this.unavailable.delete(endpoint);
  }

  /** The payloads accepted for one subscription, in order. */
  payloadsFor(endpoint: string): unknown[] {
    return this.received.filter((r) => r.endpoint === endpoint).map((r) => r.payload);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage): Promise<number> {
    const endpoint = `${this.origin}${request.url ?? ''}`;
    const body = await readBody(request);
    try {
      if (request.method !== 'POST') throw new Refusal(405, 'pushes are POSTed');
      const subscription = this.keys.get(endpoint);
      if (!subscription) throw new Refusal(404, 'no such subscription');
      if (this.gone.has(endpoint)) throw new Refusal(410, 'the subscription is gone');
      if (this.unavailable.has(endpoint)) throw new Refusal(503, 'the push service is down');
      const vapid = checkVapid(request.headers.authorization, endpoint, Math.floor(Date.now() / 1000));
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'no TTL header');
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'the body is not aes128gcm');
      let text: string;
      try {
        text = decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth }).toString('utf8');
      } catch (error) {
        throw new Refusal(400, `the body does not decrypt: ${String(error)}`);
      }
      this.received.push({ endpoint, ...vapid, ttl, payload: JSON.parse(text) as unknown });
      return 201;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.refused.push({ endpoint, status: error.status, reason: error.message });
      return error.status;
    }
  }
}
