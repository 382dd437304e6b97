import { pushApi } from '@sports/contracts';
import { ApiError, requestJson } from '../api/http';
import { newIdempotencyKey } from '../api/paths';
import { withSession } from '../session/withSession';

/** The server's VAPID public key, or null when it sends no pushes (404 PUSH_DISABLED). */
export async function fetchPushKey(): Promise<string | null> {
  try {
    return (await requestJson(pushApi.getPushPublicKey.path, pushApi.getPushPublicKey.response)).data.publicKey;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PUSH_DISABLED') return null;
    throw error;
  }
}

/** Tells the server this device's subscription (PushSubscription.toJSON()). */
export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  withSession(async (token) => {
    const route = pushApi.subscribeToPush;
    const body = { endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: subscription.expirationTime ?? null };
    return requestJson(route.path, route.response, { method: 'POST', token, body, headers: { 'idempotency-key': newIdempotencyKey() } });
  });
