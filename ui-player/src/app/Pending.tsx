import { Muted } from '../ui/primitives';

/**
 * While a page loads (shown after the router's pendingMs): a screen tall, so the footer stays below
 * the fold instead of being pushed down when the page arrives (a layout shift on a slow phone).
 */
export function Pending() {
  return (
    <Muted as="p" aria-busy="true" style={{ display: 'block', minHeight: '100vh', margin: 0 }}>
      Loading…
    </Muted>
  );
}
