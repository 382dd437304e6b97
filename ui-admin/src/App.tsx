import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { Dashboard, DASHBOARD_TITLE } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { AppLayout } from './layout/AppLayout';
import { RESOURCES } from './resources';
import { SystemStatus } from './system/SystemStatus';

/** The back office, served by the platform under /admin (see vite.config.ts `base`). */
export const ADMIN_BASENAME = '/admin';

function BackOffice() {
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title={DASHBOARD_TITLE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      // No requireAuth: the dashboard and every resource view check the session themselves (and
      // requireAuth loops on its logout redirect when Admin sits inside our own router).
      dashboard={Dashboard}
      layout={AppLayout}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/system" element={<SystemStatus />} />
      </CustomRoutes>
      {/* Lists and shows read the admin API; creates, edits and deletes go to commands (commands/withCommands.ts). */}
      {RESOURCES.map(({ name, ...resource }) => (
        <Resource key={name} name={name} {...resource} />
      ))}
    </Admin>
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
