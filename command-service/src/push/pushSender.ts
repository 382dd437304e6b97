import type { PushPayload } from '@sports/contracts';
import type { PushKeys } from './pushSubscriptionsDecider';

export interface PushDevice {
  endpoint: string;
  keys: PushKeys;
}

/**
 * The port to the browsers' push services (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads,
 * RFC 8291). `gone` is the service saying the subscription no longer exists (404 or 410); any other
 * refusal or a failure to reach it throws.
 */
export interface PushSender {
  send(device: PushDevice, payload: PushPayload): Promise<'sent' | 'gone'>;
}

export interface VapidKeys {
  /** The application server's P-256 public key, uncompressed, base64url (the browser's applicationServerKey). */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service may contact the sender at (RFC 8292 section 2.1). */
  subject: string;
}
