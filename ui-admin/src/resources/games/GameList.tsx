import { adminGames, gameStatusFilterSchema, privacySchema, type GameDocument } from '@sports/contracts';
import {
  BooleanField,
  DateInput,
  FunctionField,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  usePermissions,
} from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { choicesOf, regionWords } from '../labels';
import { CodeTextField } from '../CodeFields';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';
import { formatVenueDate } from '../../format/venueTime';

export const gameFilters = [
  // The sport by its name (listings), not a text box asking for its listing id.
  <ReferenceInput
    key="listingId"
    source={f(adminGames, 'listingId')}
    reference="listings"
    sort={{ field: 'listingName', order: 'ASC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput label="Sport" optionText="listingName" />
  </ReferenceInput>,
  // The venue by its name: staff pick among their organisation's venues (the games at it by the derived venue link).
  <ReferenceInput
    key="venueId"
    source={f(adminGames, 'venueId')}
    reference="spaces"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput label="Venue" optionText="name" />
  </ReferenceInput>,
  // Spec section 4: upcoming, ongoing, past, hold.
  <SelectInput key="status" source={f(adminGames, 'status')} label="Status" choices={choicesOf(gameStatusFilterSchema.options)} alwaysOn />,
  <TextInput key="region" source={f(adminGames, 'region')} label="Region (city)" />,
  <NullableBooleanInput key="isOnHold" source={f(adminGames, 'isOnHold')} label="On hold" />,
  <SelectInput key="privacy" source={f(adminGames, 'privacy')} label="Privacy" choices={choicesOf(privacySchema.options)} />,
  <TextInput key="circleId" source={f(adminGames, 'circleId')} label="Circle id" />,
  <TextInput key="facilityId" source={f(adminGames, 'facilityId')} label="Field id" />,
  <DateInput key="startAt_gte" source={f(adminGames, 'startAt_gte')} label="Starts from" />,
  <DateInput key="startAt_lte" source={f(adminGames, 'startAt_lte')} label="Starts until" />,
];

const mobile: MobileLine<GameDocument> = {
  primary: (g) => g.name,
  secondary: (g) => `${g.listingName} · ${formatVenueDate(g.startAt)}`,
  tertiary: (g) => `${g.totalParticipantCount}/${g.maxParticipants}`,
};

const by = (field: string) => sortable(adminGames, field);

/** Every game for platform operators; the games at their venues for an organisation's staff (docs/roles.md), who hold or cancel one from its page. */
export default function GameList() {
  // The sports (listings) are platform operators' to list: staff filter by venue, status and day.
  const { permissions } = usePermissions<StaffPermissions | null>();
  const filters = permissions?.role === 'admin' ? gameFilters : gameFilters.filter((filter) => filter.key !== 'listingId');
  return (
    <ResourceList of={adminGames} mobile={mobile} filters={filters}>
      <TextField source="name" label="Game" sortable={by('name')} />
      <TextField source="listingName" label="Sport" sortBy="listingId" sortable={by('listingId')} />
      <VenueDateField source="startAt" label="Starts" showTime sortable={by('startAt')} />
      <FunctionField
        source="region"
        label="Region"
        sortable={by('region')}
        render={(g: GameDocument) => (g.region ? regionWords(g.region) : '—')}
      />
      <TextField source="hostDetail.name" label="Host" sortable={by('hostDetail.name')} />
      {/* A count of two fields: nothing to sort by in the read model. */}
      <FunctionField
        label="Players"
        sortable={false}
        render={(game: { totalParticipantCount: number; maxParticipants: number }) =>
          `${game.totalParticipantCount}/${game.maxParticipants}`
        }
      />
      {/* Not sortable: "public" is nearly every game; the Privacy filter serves it (adminGames). */}
      <CodeTextField source="privacy" label="Privacy" sortable={false} />
      <BooleanField source="isOnHold" label="On hold" sortable={by('isOnHold')} />
    </ResourceList>
  );
}
