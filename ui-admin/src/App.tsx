import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Dashboard, DASHBOARD_TITLE } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { AppLayout } from './layout/AppLayout';
import { SystemStatus } from './system/SystemStatus';

/** The back office, served by the platform under /admin (see vite.config.ts `base`). */
export const ADMIN_BASENAME = '/admin';

function BackOffice() {
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title={DASHBOARD_TITLE}
      dataProvider={dataProvider}
      dashboard={Dashboard}
      layout={AppLayout}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/system" element={<SystemStatus />} />
      </CustomRoutes>
      {/* One folder and <Resource> per admin resource, once the admin API serves them. */}
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
