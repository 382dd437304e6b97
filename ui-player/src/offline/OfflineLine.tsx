import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Banner, BannerAction } from '../ui/Banner';
import { useOnline } from './online';
import { OFFLINE_WORDS } from './offlineWords';
import { useAppUpdate } from './updateStore';

/**
 * Under the header: offline, the pages show what the service worker kept of them (DESIGN.md
 * "Offline"); its close button hides it until the network goes again. Once the network is back
 * it goes by itself and the page's data is loaded afresh. Online, a new version of the app that
 * waits is offered here too, with Reload. Loaded by ./OfflineBanner only when one of the two is due.
 */
export function OfflineLine() {
  const online = useOnline();
  const router = useRouter();
  const apply = useAppUpdate((s) => s.apply);
  const [closed, setClosed] = useState(false);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void router.invalidate();
    if (!online) setClosed(false);
    wasOnline.current = online;
  }, [online, router]);
  if (!online) {
    if (closed) return null;
    return <Banner role="status" tone="plain" testId="offline-banner" words={OFFLINE_WORDS} onClose={() => setClosed(true)} />;
  }
  if (!apply) return null;
  return (
    <Banner
      role="status"
      tone="plain"
      words="A new version of the app is ready"
      action={
        <BannerAction type="button" onClick={apply}>
          Reload
        </BannerAction>
      }
    />
  );
}
