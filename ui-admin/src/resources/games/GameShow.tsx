import { adminGames } from '@sports/contracts';
import { BooleanField, NumberField, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { HistoryTab } from '../../history/HistoryTab';
import { GamePlayersTab } from './GamePlayers';
import { ModerationActions } from './ModerationActions';
import { VenueDateField } from '../../format/VenueDateField';
import { CodeTextField } from '../CodeFields';

export default function GameShow() {
  return (
    <Show
      title="Game"
      actions={
        <TopToolbar>
          <ModerationActions />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" label="Game" />
          <TextField source="listingName" label="Sport" />
          <TextField source="activityFormat" label="Format" />
          <VenueDateField source="startAt" label="Starts" showTime />
          <VenueDateField source="endAt" label="Ends" showTime />
          <TextField source="location.name" label="Location" emptyText="—" />
          {/* The venue the game is at, however the host named the place (docs/adr/0108-games-at-their-venues.md). */}
          <TextField source="venue.name" label="Venue" emptyText="—" />
          <TextField source="hostDetail.name" label="Host" />
          <NumberField source="totalParticipantCount" label="Players" />
          <NumberField source="maxParticipants" label="Max players" />
          <CodeTextField source="privacy" label="Privacy" />
          <BooleanField source="isOnHold" label="On hold" />
          <TextField source="hold.reason" label="Hold reason" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Players" path="players">
          {/* Every entry, paged from the participants read model: the game document keeps only the first 50. */}
          <GamePlayersTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminGames.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
