import { phoneInWords } from '../../format/phone';
import { PhoneField } from '../../format/PhoneField';
import { adminUsers, type UserDocument } from '@sports/contracts';
import { TextField, TextInput } from 'react-admin';
import { CodeChipField } from '../CodeFields';
import { humanize } from '../labels';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';

export const userFilters = [
  <TextInput key="searchPrefixes" source={f(adminUsers, 'searchPrefixes')} label="Name starts with" alwaysOn />,
  <TextInput key="phone" source={f(adminUsers, 'phone')} label="Phone" />,
  <TextInput key="shortId" source={f(adminUsers, 'shortId')} label="Short id" />,
];

const mobile: MobileLine<UserDocument> = {
  primary: (u) => u.name,
  secondary: (u) => `${u.shortId} · ${u.phone ? phoneInWords(u.phone) : 'no phone'}`,
  tertiary: (u) => humanize(u.role),
};

/** Everyone on the platform, for platform operators (spec section 3 User; roles of section 6). */
export default function UserList() {
  return (
    <ResourceList of={adminUsers} mobile={mobile} filters={userFilters}>
      <TextField source="shortId" label="Short id" sortable={sortable(adminUsers, 'shortId')} />
      <TextField source="name" sortable={sortable(adminUsers, 'name')} />
      <PhoneField source="phone" sortable={sortable(adminUsers, 'phone')} />
      <CodeChipField source="role" label="Role" sortable={sortable(adminUsers, 'role')} />
      <VenueDateField source="created" label="Joined" sortable={sortable(adminUsers, 'created')} />
    </ResourceList>
  );
}
