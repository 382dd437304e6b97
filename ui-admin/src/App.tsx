import { CssBaseline } from '@mui/material';
import { Suspense, lazy, type ComponentProps } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, Resource, localStorageStore } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { currentSession } from './auth/session';
import { Dashboard, DASHBOARD_TITLE } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { RESOURCES } from './resources';
import { darkTheme, lightTheme } from './layout/touchTargets';

/** The back office, served by the platform under /admin (see vite.config.ts `base`). */
export const ADMIN_BASENAME = '/admin';

/** Not the first screen: loaded when someone opens it, like the resource views. */
const SystemStatus = lazy(() => import('./system/SystemStatus').then((m) => ({ default: m.SystemStatus })));
/** "Find anyone" (docs/backoffice.md): from the menu, loaded when opened. */
const FindAnyone = lazy(() => import('./resources/users/FindAnyone'));

/** react-admin's error, 404 and refusal pages: loaded when one shows (layout/errorPages.ts). */
const errorPages = () => import('./layout/errorPages');
const ErrorPage = lazy(() => errorPages().then((m) => ({ default: m.Error })));
const NotFound = lazy(() => errorPages().then((m) => ({ default: m.NotFound })));
const AccessDenied = lazy(() => errorPages().then((m) => ({ default: m.AccessDenied })));
const AuthenticationError = lazy(() => errorPages().then((m) => ({ default: m.AuthenticationError })));

const store = localStorageStore();
/** react-admin's own 404 page (its props type is wider than CoreAdminUI's catchAll). */
const CatchAll = () => (
  <Suspense fallback={<LoadingPage />}>
    <NotFound />
  </Suspense>
);
/** CoreAdminUI renders its error page outside any Suspense boundary of ours. */
const LazyErrorPage = (props: ComponentProps<typeof ErrorPage>) => (
  <Suspense fallback={<LoadingPage />}>
    <ErrorPage {...props} />
  </Suspense>
);
const LazyAccessDenied = () => (
  <Suspense fallback={<LoadingPage />}>
    <AccessDenied />
  </Suspense>
);
const LazyAuthenticationError = () => (
  <Suspense fallback={<LoadingPage />}>
    <AuthenticationError />
  </Suspense>
);

const LOGIN_PATH = `${ADMIN_BASENAME}/login`;

/**
 * What react-admin's <Admin> renders (AdminContext and AdminUI), spelled out: AdminUI's default
 * pages include react-admin's own login form, which brings react-hook-form and the form inputs
 * into the first screen although our LoginPage replaces it (docs/adr/0082-admin-first-screen.md).
 * Every page AdminUI would default to is passed here; those are light.
 *
 * A visitor with no session at all goes to sign-in before react-admin renders anything: its
 * layout would ask canAccess for every menu entry first, and its own redirect (requireAuth's
 * logout) re-renders while the router's transition to the sign-in page is under way, which kept
 * interrupting that page's render (10-18 s in jsdom). The location is kept, as react-admin's
 * logout keeps it, so signing in returns there. A session that can no longer be refreshed is
 * still react-admin's to end (requireAuth: no layout meanwhile).
 */
function BackOffice() {
  const location = useLocation();
  if (currentSession() === null && location.pathname !== LOGIN_PATH) {
    return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  }
  return (
    <AdminContext
      basename={ADMIN_BASENAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={DASHBOARD_TITLE}
          loginPage={LoginPage}
          // The session is checked (and refreshed) before the layout renders: a session that has
          // ended shows no menu on its way to sign-in.
          requireAuth
          dashboard={Dashboard}
          layout={AppLayout}
          catchAll={CatchAll}
          error={LazyErrorPage}
          loading={LoadingPage}
          accessDenied={LazyAccessDenied}
          authenticationError={LazyAuthenticationError}
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/system" element={<SystemStatus />} />
            <Route path="/find" element={<FindAnyone />} />
          </CustomRoutes>
          {/* Lists, shows, creates, edits and deletes all go to the admin API through ra-data-simple-rest (dataProvider.ts); the server sends writes on to their commands. */}
          {RESOURCES.map(({ name, ...resource }) => (
            <Resource key={name} name={name} {...resource} />
          ))}
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${ADMIN_BASENAME}/*`} element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}
