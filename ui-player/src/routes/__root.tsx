import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { useShallow } from 'zustand/react/shallow';
import { useEmbeddedMode } from '../app/embedded';
import { Footer } from '../app/Footer';
import { Header } from '../app/Header';
import { NotFound } from '../app/NotFound';
import { useShell } from '../app/shellStore';
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

/** The shell's global rules (spec section 2): theme by path, embedded mode without footer, size class. */
function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const embedded = useEmbeddedMode();
  const shell = useShell(useShallow((s) => s.getAllProperties()));
  useSizeClassTracking();
  const theme = themeForPath(pathname);
  return (
    <div data-theme={theme} data-size-class={shell.sizeClass} data-embedded={embedded} style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ThemeStyles theme={theme} />
      <Header />
      <ProfileNudge />
      <Page style={{ flex: 1, width: '100%' }}>
        <Outlet />
      </Page>
      {!embedded && <Footer />}
      <RatingLayer />
      <Toaster />
    </div>
  );
}
