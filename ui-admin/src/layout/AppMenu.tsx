import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu, useBasename } from 'react-admin';

/** Dashboard, one entry per resource (orders, payouts, coupons, venues, disputes, games), then the system page. */
export function AppMenu() {
  // Links to custom routes are absolute, so they carry the /admin basename themselves.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/system`} primaryText="System" leftIcon={<MonitorHeartIcon />} />
    </Menu>
  );
}
