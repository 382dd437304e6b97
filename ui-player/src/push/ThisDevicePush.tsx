import { useEffect, useState } from 'react';
import { Button, Muted } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import { fetchPushKey } from './api';
import { pushSupported } from './offer';
import { subscribeThisDevice } from './subscribe';

type DeviceState = 'unknown' | 'none' | 'blocked' | 'off' | 'on';

/** Where this browser stands: 'none' when it cannot take pushes here (no worker, no Push API, the server sends none). */
async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'none';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration || (await fetchPushKey()) === null) return 'none';
  if (Notification.permission === 'denied') return 'blocked';
  return (await registration.pushManager.getSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Under the Push switch in the notification settings: whether this device gets the buzzes, and a
 * way to turn them on here for a player who said "Not now" after a join (docs/adr/0099-web-push.md).
 */
export function ThisDevicePush() {
  const [state, setState] = useState<DeviceState>('unknown');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void deviceState()
      .then(setState)
      .catch(() => setState('none'));
  }, []);
  if (state === 'unknown' || state === 'none') return null;
  if (state === 'on') return <Muted>This device gets them.</Muted>;
  if (state === 'blocked')
    return <Muted>This browser blocks notifications from us: allow them in its site settings to get them here.</Muted>;
  const turnOn = () => {
    setBusy(true);
    void subscribeThisDevice()
      .then((on) => setState(on ? 'on' : Notification.permission === 'denied' ? 'blocked' : 'off'))
      .catch(() => toast('error', 'Could not turn on buzzes', 'Try again in a moment.'))
      .finally(() => setBusy(false));
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Muted>Not on this device yet.</Muted>
      <Button variant="ghost" disabled={busy} onClick={turnOn}>
        Buzz this device
      </Button>
    </div>
  );
}
