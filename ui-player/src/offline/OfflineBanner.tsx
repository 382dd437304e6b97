import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './idle';
import { isOnline } from './online';
import { useAppUpdate } from './updateStore';

const loadLine = () => import('./OfflineLine');
// A chunk that cannot load (offline before the service worker kept it) shows nothing rather than the route's error.
const OfflineLine = lazy(() =>
  loadLine().then(
    (m) => ({ default: m.OfflineLine }),
    () => ({ default: () => null }),
  ),
);

/**
 * The offline and new-version line under the header (./OfflineLine), kept off the first screen's
 * JavaScript (150 KB budget, docs/adr/0075-first-screen-budget.md):
 * it is drawn only once the network has gone or a new version waits, and its chunk is fetched when
 * the browser is idle, so it is at hand (and in the service worker's cache) before the network goes.
 */
export function OfflineBanner() {
  const [due, setDue] = useState(() => !isOnline());
  const update = useAppUpdate((s) => s.apply !== null);
  useEffect(() => {
    whenIdle(() => void loadLine().catch(() => undefined));
    const offline = () => setDue(true);
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, []);
  if (!due && !update) return null;
  return (
    <Suspense fallback={null}>
      <OfflineLine />
    </Suspense>
  );
}
