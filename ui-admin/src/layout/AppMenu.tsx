import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { ADMIN_RESOURCES } from '@sports/contracts';
import { Menu, useBasename, usePermissions } from 'react-admin';
import type { StaffPermissions } from '../auth/authProvider';
import { RESOURCES } from '../resources';

/**
 * Dashboard, one entry per resource the signed-in role may list (platform-scoped ones, such as
 * games, only for platform operators: the API refuses them to organisation staff), then the
 * system page.
 */
export function AppMenu() {
  // Links to custom routes are absolute, so they carry the /admin basename themselves.
  const basename = useBasename();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const scopeOf = (name: string) => ADMIN_RESOURCES.find((resource) => resource.name === name)?.scope;
  const visible = RESOURCES.filter((resource) => scopeOf(resource.name) !== 'platform' || permissions?.role === 'admin');
  return (
    <Menu>
      <Menu.DashboardItem />
      {visible.map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
      <Menu.Item to={`${basename}/system`} primaryText="System" leftIcon={<MonitorHeartIcon />} />
    </Menu>
  );
}
