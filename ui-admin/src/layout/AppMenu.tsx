import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useBasename, usePermissions, useSidebarState } from 'react-admin';
import type { StaffPermissions } from '../auth/authProvider';
import { MENU_SECTIONS, RESOURCES } from '../resources';
import { RESOURCE_ENTRIES } from '../resources/entries';

/** Which section each resource falls in: the last section that starts at or before it. */
const sectionOf = (name: string) => {
  const index = RESOURCES.findIndex((r) => r.name === name);
  return [...MENU_SECTIONS].reverse().find((s) => RESOURCES.findIndex((r) => r.name === s.first) <= index)?.title ?? '';
};

/**
 * Dashboard, "Find anyone", one entry per resource the signed-in role may list (platform-scoped ones, such as
 * users, only for platform operators; games for staff too, those at their venues: the API refuses them to organisation staff), grouped in
 * sections under headings, then the system page.
 */
export function AppMenu() {
  // Links to custom routes are absolute, so they carry the /admin basename themselves.
  const basename = useBasename();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const visible = RESOURCES.filter((resource) => RESOURCE_ENTRIES[resource.name].scope !== 'platform' || permissions?.role === 'admin');
  return (
    <Menu>
      <Menu.DashboardItem />
      {/* One search box for students, members and buyers (docs/backoffice.md "Find anyone"). */}
      <Menu.Item to={`${basename}/find`} primaryText="Find anyone" leftIcon={<PersonSearchIcon />} />
      {visible.map((resource, index) => {
        const section = sectionOf(resource.name);
        const heads = open && (index === 0 || sectionOf(visible[index - 1]!.name) !== section);
        return (
          <Fragment key={resource.name}>
            {heads ? (
              <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
                {section}
              </ListSubheader>
            ) : null}
            <Menu.ResourceItem name={resource.name} />
          </Fragment>
        );
      })}
      <Menu.Item to={`${basename}/system`} primaryText="System" leftIcon={<MonitorHeartIcon />} />
    </Menu>
  );
}
