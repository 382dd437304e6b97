import type { PushPayload } from '@sports/contracts';
import type { PushDevice, PushSender, VapidKeys } from './pushSender';

/** How long a push service keeps a push for a device that is off (a day: a waitlist offer or a change is stale after). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * The push port through the `web-push` library: it signs the VAPID JWT and encrypts the payload
 * (aes128gcm); the request goes out through fetch, so the same code reaches a browser vendor's
 * https service and, in tests, the local double on http://127.0.0.1.
 */
export class WebPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  async send(device: PushDevice, payload: PushPayload): Promise<'sent' | 'gone'> {
    // Loaded at the first push: a platform without VAPID keys never imports it.
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(payload), {
      vapidDetails: this.vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`The push service answered ${response.status} for ${new URL(device.endpoint).origin}`);
    return 'sent';
  }
}
