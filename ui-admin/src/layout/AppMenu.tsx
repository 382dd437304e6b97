import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu, useBasename } from 'react-admin';

/** Dashboard, the system page, then one entry per registered resource. */
export function AppMenu() {
  // Links to custom routes are absolute, so they carry the /admin basename themselves.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to={`${basename}/system`} primaryText="System" leftIcon={<MonitorHeartIcon />} />
      <Menu.ResourceItems />
    </Menu>
  );
}
