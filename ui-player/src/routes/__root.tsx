import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { useShallow } from 'zustand/react/shallow';
import { BookingNav } from '../booking/BookingNav';
import { useEmbeddedMode } from '../app/embedded';
import { Footer } from '../app/Footer';
import { Header } from '../app/Header';
import { TAB_BAR_HEIGHT, topNavFrom } from '../app/layout';
import { NotFound } from '../app/NotFound';
import { sectionOf } from '../app/sections';
import { useShell } from '../app/shellStore';
import { MAIN_ID, SkipLink } from '../app/SkipLink';
import { TabBar } from '../app/TabBar';
import { useRouteTitle } from '../app/useRouteTitle';
import { useSizeClassTracking } from '../app/useSizeClassTracking';
import { ProfileNudge } from '../profile/ProfileNudge';
import { RatingLayer } from '../ratings/RatingLayer';
import { Page } from '../ui/primitives';
import { ThemeStyles } from '../ui/ThemeStyles';
import { themeForPath } from '../ui/theme';
import { Toaster } from '../ui/toast/Toaster';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <NotFound />,
});

/**
 * Room for the fixed tab bar (issue 18 item 4), so no content hides under it: the bar's height and
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
 * The shell's global rules (spec section 2): theme by path, embedded mode without footer, size class.
 * Embedded mode (isApp=true) also leaves out the bottom tab bar: the host app draws its own
 * navigation (DESIGN.md "Frame", docs/decisions.md); the header with its back arrow stays.
 */
function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const embedded = useEmbeddedMode();
  const shell = useShell(useShallow((s) => s.getAllProperties()));
  useSizeClassTracking();
  useRouteTitle();
  const theme = themeForPath(pathname);
  return (
    <div data-shell data-theme={theme} data-size-class={shell.sizeClass} data-embedded={embedded} style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ThemeStyles theme={theme} extra={tabBarSpace(embedded)} />
      <SkipLink />
      <Header />
      <ProfileNudge />
      <Page id={MAIN_ID} tabIndex={-1} style={{ flex: 1, width: '100%' }}>
        {/* The booking pages' own links (venues, cart, orders): a phone has no header room for them. */}
        {sectionOf(pathname)?.to === '/venues' && <BookingNav />}
        <Outlet />
      </Page>
      {!embedded && <Footer />}
      {!embedded && <TabBar />}
      <RatingLayer />
      <Toaster />
    </div>
  );
}
