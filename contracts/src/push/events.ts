import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * Web Push subscriptions (docs/adr/0099-web-push.md): one stream per user, `push-{userId}`, holding
 * the devices that asked to be buzzed. A subscription belongs to one browser on one device, so a
 * person with a phone and a laptop has two; the notifier sends each notification to every one.
 */
export const pushStream = (userId: string) => `push-${userId}`;

/** Base64url, with or without its `=` padding (PushSubscription.toJSON() leaves it out; some libraries add it). */
const base64urlOf = (bytes: number, what: string) => {
  const length = Math.ceil((bytes * 4) / 3);
  const padded = Math.ceil(bytes / 3) * 4;
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,${padded - length}}$`), `must be the ${what}: ${bytes} bytes in base64url`)
    .transform((value) => value.replace(/=+$/, ''));
};

/** The subscription's P-256 public key, uncompressed: 65 bytes starting 0x04 (RFC 8291 section 3.1). */
export const p256dhSchema = base64urlOf(65, 'P-256 public key (p256dh)').refine(
  (value) => value.startsWith('B'),
  'must be an uncompressed P-256 point (its first byte 0x04)',
);
/** The subscription's authentication secret: 16 bytes (RFC 8291 section 3.2). */
export const authSecretSchema = base64urlOf(16, 'authentication secret (auth)');

/** A push service's address: https, at most 2 KB. (http to 127.0.0.1 passes here; only development accepts it: see the route.) */
export const pushEndpointSchema = z
  .string()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, error: 'must be the push service URL the browser gave (https)' }))
  .refine((value) => {
    const url = URL.parse(value);
    return url !== null && (url.protocol === 'https:' || url.hostname === '127.0.0.1');
  }, 'must be the push service URL the browser gave (https)');

export const pushKeysSchema = z.object({ p256dh: p256dhSchema, auth: authSecretSchema }).strict();

/** What a browser's PushSubscription.toJSON() gives (its expirationTime is not kept: services say 404/410 when it is gone). */
export const pushSubscriptionSchema = z
  .object({ endpoint: pushEndpointSchema, keys: pushKeysSchema, expirationTime: z.number().nullable().optional() })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushEvents = {
  /** A device of the user's subscribed (or subscribed again with new keys: the newest keys count). */
  PushSubscriptionAdded: {
    version: 1,
    schema: z.object({
      userId: idSchema,
      endpoint: z.string(),
      keys: z.object({ p256dh: z.string(), auth: z.string() }),
      subscribedAt: z.string(),
    }),
  },
  /** The user unsubscribed that device, or its push service said it is gone (404/410). */
  PushSubscriptionRemoved: {
    version: 1,
    schema: z.object({ userId: idSchema, endpoint: z.string(), reason: z.enum(['unsubscribed', 'gone']), removedAt: z.string() }),
  },
} as const;

export type PushSubscriptionAddedData = z.infer<typeof pushEvents.PushSubscriptionAdded.schema>;
export type PushSubscriptionRemovedData = z.infer<typeof pushEvents.PushSubscriptionRemoved.schema>;
export type PushEvent =
  | { type: 'PushSubscriptionAdded'; data: PushSubscriptionAddedData }
  | { type: 'PushSubscriptionRemoved'; data: PushSubscriptionRemovedData };

/** What a push carries (the service worker shows it): words, and where a tap leads. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
