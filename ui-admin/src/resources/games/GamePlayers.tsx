import { adminGamePlayers } from '@sports/contracts';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { VenueDateField } from '../../format/VenueDateField';
import { humanize } from '../labels';
import { defaultSortOf, sortable } from '../queryShape';

/** A page of a big game's players (10,000 of them; the game document keeps the first 50 only). */
export const PLAYERS_PER_PAGE = 50;

interface PlayerRow {
  status: string | null;
  isHost: boolean;
  isCoHost: boolean;
  entry: { isOfflineParticipant?: boolean } | null;
}

/** Host, co-host, offline (added on their behalf): what else a row says about the player. */
const roleOf = (row: PlayerRow): string =>
  [row.isHost ? 'Host' : row.isCoHost ? 'Co-host' : '', row.entry?.isOfflineParticipant ? 'Offline' : ''].filter(Boolean).join(', ') || '—';

const by = (field: string) => sortable(adminGamePlayers, field);

/** The columns of a game's players: name, status and joined-at sort through the API (by name, status, order of coming). */
export function GamePlayersGrid() {
  return (
    <DataTable bulkActionButtons={false} rowClick={false} aria-label="Players" empty={<span>No players.</span>}>
      <DataTable.Col source="entry.name" label="Name" disableSort={!by('entry.name')} />
      <DataTable.Col
        source="status"
        label="Status"
        disableSort={!by('status')}
        render={(row: PlayerRow) => (row.status ? humanize(row.status) : '—')}
      />
      {/* The order they came in is the order of joining: the index sorts by it, not by the entry's time. */}
      <DataTable.Col source="order" label="Joined at" disableSort={!by('order')}>
        <VenueDateField source="entry.created" showTime />
      </DataTable.Col>
      {/* No team column: a participantDetail entry (spec section 3) names no team, so the read model has none. */}
      <DataTable.Col label="Role" disableSort render={roleOf} />
    </DataTable>
  );
}

/** The game's Players tab: GET /admin-api/gamePlayers?filter={"activityId":…}, a page at a time. */
export function GamePlayersTab() {
  return (
    <ReferenceManyField
      reference={adminGamePlayers.name}
      target="activityId"
      sort={defaultSortOf(adminGamePlayers)}
      perPage={PLAYERS_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[25, PLAYERS_PER_PAGE, 100]} />}
      label={false}
    >
      <GamePlayersGrid />
    </ReferenceManyField>
  );
}
