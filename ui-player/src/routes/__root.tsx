import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { BookingNav } from '../booking/BookingNav';
import { useEmbeddedMode } from '../app/embedded';
import { Footer } from '../app/Footer';
import { Header } from '../app/Header';
import { ACTION_BAR_HEIGHT, TAB_BAR_HEIGHT, topNavFrom } from '../app/layout';
import { SIZE_CLASS_FROM } from '../ui/sizeClass';
import { NotFound } from '../app/NotFound';
import { OfflineBanner } from '../offline/OfflineBanner';
import { nudgeExpected } from '../profile/profileStanding';
import { BANNER_HEIGHT_PX } from '../ui/tokens';
import { sectionOf } from '../app/sections';
import { useShell } from '../app/shellStore';
import { MAIN_ID, SkipLink } from '../app/SkipLink';
import { TabBar } from '../app/TabBar';
import { usePageFocus } from '../app/usePageFocus';
import { useRouteTitle } from '../app/useRouteTitle';
import { useSizeClassTracking } from '../app/useSizeClassTracking';
import { useSession } from '../session/store';
import { Page } from '../ui/primitives';
import { ThemeStyles } from '../ui/ThemeStyles';
import { themeForPath } from '../ui/theme';
import { Toaster } from '../ui/toast/Toaster';

// Signed-in players' parts, loaded once someone is signed in: a visitor's first screen does without them.
const ProfileNudge = lazy(() => import('../profile/ProfileNudge').then((m) => ({ default: m.ProfileNudge })));
const RatingLayer = lazy(() => import('../ratings/RatingLayer').then((m) => ({ default: m.RatingLayer })));
const PushPrompt = lazy(() => import('../push/PushPrompt').then((m) => ({ default: m.PushPrompt })));

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <NotFound />,
});

/**
 * Room for the fixed tab bar, so no content hides under it: the bar's height and
 * the phone's safe-area inset, exposed as --tab-bar-space for anything else fixed to the bottom.
 * No bar, no room: in embedded mode and from 1024 px.
 */
const tabBarSpace = (embedded: boolean) =>
  embedded
    ? ''
    : `
  [data-shell] { --tab-bar-space: calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px)); padding-bottom: var(--tab-bar-space); }
  ${topNavFrom} { [data-shell] { --tab-bar-space: 0px; } }
`;

/**
 * Room for a page's sticky action bar below 768 px, at the shell's end: a spacer at the end of the
 * game's card kept the card clear, but the footer (its links) came after it, under the bar.
 */
const actionBarSpace = `
  @media not all and (min-width: ${SIZE_CLASS_FROM.TAB}px) {
    [data-shell]:has([data-sticky-action]) { padding-bottom: calc(var(--tab-bar-space, 0px) + ${ACTION_BAR_HEIGHT}px); }
  }
`;

/**
 * The shell's global rules (spec section 2): theme by path, embedded mode without footer, size class.
 * Embedded mode (isApp=true) also leaves out the bottom tab bar: the host app draws its own
 * navigation (DESIGN.md "Frame", docs/adr/0067-phone-first-shell.md); the header with its back arrow stays.
 */
function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const embedded = useEmbeddedMode();
  const shell = useShell(useShallow((s) => s.getAllProperties()));
  useSizeClassTracking();
  useRouteTitle();
  usePageFocus();
  const theme = themeForPath(pathname);
  const userId = useSession((s) => s.user?.userId ?? null);
  const signedIn = userId !== null;
  return (
    <div
      data-shell
      data-theme={theme}
      data-size-class={shell.sizeClass}
      data-embedded={embedded}
      style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      <ThemeStyles theme={theme} extra={tabBarSpace(embedded) + actionBarSpace} />
      <SkipLink />
      <Header />
      <OfflineBanner />
      {/* In the page's flow: its line is kept while its code loads when this browser expects it (profileStanding.ts). */}
      {userId && (
        <Suspense fallback={nudgeExpected(userId, pathname) ? <div aria-hidden="true" style={{ height: BANNER_HEIGHT_PX }} /> : null}>
          <ProfileNudge />
        </Suspense>
      )}
      {/* Fixed under the header, over the page rather than pushing it down after a tap (PushPrompt.tsx). */}
      {signedIn && (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      )}
      <Page id={MAIN_ID} tabIndex={-1} style={{ flex: 1, width: '100%' }}>
        {/* The booking pages' own links (venues, cart, orders): a phone has no header room for them. */}
        {sectionOf(pathname)?.to === '/venues' && <BookingNav />}
        <Outlet />
      </Page>
      {!embedded && <Footer />}
      {!embedded && <TabBar />}
      {signedIn && (
        <Suspense fallback={null}>
          <RatingLayer />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
