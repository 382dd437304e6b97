import { isGameOver, participantsLabel } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import type { Participant } from './api';
import { formatWhen } from '../games/format';
import { HoldNote } from '../games/HoldNote';
import { useSession } from '../session/store';
import { ButtonLink, Card, Muted } from '../ui/primitives';
import { GameControls } from './GameControls';
import { InviteByLink, InviteUsers, OfflineParticipants } from './InvitePanel';
import { MappedSlots } from './MappedSlots';
import { RUN_GAME_ANCHOR, runWindowOf } from './runGame';
import { InvitedRows, JoinedRows, RequestRows } from './ParticipantRows';

/** One game's host tools: requests, participants, invitations, offline participants and the host's switches. */
export function ManageGame({ game, participants }: { game: GameDocument; participants: Participant[] }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const isHost = userId === game.host;
  const of = (status: Participant['status']) => participants.filter((p) => p.status === status);
  const rowsProps = { game, isHost };
  const running = runWindowOf(game.duration, Date.now()).state === 'open';
  return (
    <Card>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <div>
          <h1 style={{ margin: 0 }}>{game.name}</h1>
          <Muted>
            {formatWhen(game)} · {game.location.name} ·{' '}
            <span title="Participants">{participantsLabel(game.totalParticipantCount, game.maxParticipants)}</span>
            {game.isMatchFull && ' · Match full'}
          </Muted>
        </div>
        <span style={{ display: 'flex', gap: 8, alignItems: 'start' }}>
          {/* On the game day the host comes here first: attendance, levels and flags are on the game's page. */}
          {running ? (
            <ButtonLink to="/games/$activityId" params={{ activityId: game.activityId }} hash={RUN_GAME_ANCHOR}>
              Run the game
            </ButtonLink>
          ) : (
            <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: game.activityId }}>
              View game
            </ButtonLink>
          )}
          {/* An edit of a game that is over is refused (GAME_OVER): no dead end. */}
          {isHost && !isGameOver(game.duration, Date.now()) && (
            <ButtonLink variant="ghost" to="/games/$activityId/edit" params={{ activityId: game.activityId }}>
              Edit
            </ButtonLink>
          )}
        </span>
      </div>
      <HoldNote game={game} />
      {isHost && <GameControls game={game} participants={participants} />}
      <h2>Requests</h2>
      <RequestRows people={of('requested')} {...rowsProps} />
      <h2>Joined</h2>
      <JoinedRows people={of('joined')} {...rowsProps} />
      <h2>Invited</h2>
      <InvitedRows people={of('invited')} />
      <h2>Invite players</h2>
      <InviteUsers game={game} />
      <h3>Invite a new user by link</h3>
      <InviteByLink game={game} />
      {isHost && (
        <>
          <h3>Add offline participants</h3>
          <OfflineParticipants game={game} />
          <h2>Slots</h2>
          <MappedSlots game={game} />
        </>
      )}
    </Card>
  );
}
