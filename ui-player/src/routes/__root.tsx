import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { Header } from '../app/Header';
import { NotFound } from '../app/NotFound';
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

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      <ThemeStyles theme={themeForPath(pathname)} />
      <Header />
      <ProfileNudge />
      <Page>
        <Outlet />
      </Page>
      <RatingLayer />
      <Toaster />
    </>
  );
}
