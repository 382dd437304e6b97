import { fetchPushKey, saveSubscription } from './api';

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Subscribes this browser to the server's pushes and tells the server (after the browser's own
 * permission prompt when it was not given yet). A subscription made with another key (the server's
 * keys changed) is replaced. False when the player refused, or the server sends no pushes.
 */
export async function subscribeThisDevice(): Promise<boolean> {
  const publicKey = await fetchPushKey();
  if (!publicKey) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await saveSubscription(subscription.toJSON());
  return true;
}
