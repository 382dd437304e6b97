import styled from '@emotion/styled';
import { isGameOver, participantsLabel } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { Fragment, type ReactNode } from 'react';
import { Card, Muted } from '../ui/primitives';
import { mediaFrom } from '../ui/sizeClass';
import { color } from '../ui/theme';
import { GameActions } from './GameActions';
import { GameStanding } from './GameStanding';
import { HoldNote } from './HoldNote';
import { Badges } from './Badges';
import { gameBadges } from './badges';
import { DirectionsLink } from './DirectionsLink';
import { VenueLink } from './VenueLink';
import { capitalize, formatPlacesLeft, formatSkillRange, formatSlot, formatWhen } from './format';
import { CostFacts } from './together/CostFacts';
import { ParticipantList } from './ParticipantList';
import { MorePlayers } from './MorePlayers';
import { LiveViewerCount } from '../live/LiveViewerCount';
import { Queries } from './Queries';
import { RunGamePanel } from '../hosting/RunGamePanel';
import { AddToCalendar } from '../calendar/AddToCalendar';
import { WaitlistPanel } from '../waitlist/WaitlistPanel';
import { useParticipantLevels } from './useParticipantLevels';
import { useSession } from '../session/store';
import { GameCover } from '../gameForm/GameCover';
import { fontSize } from '../ui/tokens';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  align-items: start;
  & h1 {
    overflow-wrap: anywhere;
    font-size: ${fontSize.xl};
    ${mediaFrom.TAB} {
      font-size: ${fontSize.xxl};
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 16px 0;
  & > dt {
    color: ${color.muted};
  }
  & > dd {
    margin: 0;
  }
`;

/** participantsNextUrl: a big game's players beyond the first page. */
type DetailGame = GameDocument & {
  isSaved?: boolean | undefined;
  viewerStatus?: string | null | undefined;
  participantsNextUrl?: string | null | undefined;
};

/** Spec section 4: "Match full" (the host closed the game) and "Game full" (every place taken), each where it applies. */
function placesText(game: DetailGame): string {
  const left = formatPlacesLeft(game);
  // "03/03 · Game full", not "03/03 · Full · Game full" (the UX review at 375 px).
  // "02/10 · Match full", not "02/10 · Closed by host · Match full".
  const parts = [
    participantsLabel(game.totalParticipantCount, game.maxParticipants),
    ...((left === 'Full' && game.isFull) || game.isMatchFull ? [] : [left]),
  ];
  if (game.isMatchFull) parts.push('Match full');
  if (game.isFull) parts.push('Game full');
  return parts.join(' · ');
}

function formatText(game: DetailGame): string {
  const teams =
    game.participationType === 'team' && game.teamCount
      ? `${game.teamCount} teams${game.maxParticipantPerTeam ? ` of ${game.maxParticipantPerTeam}` : ''}`
      : null;
  return [game.activityFormat, game.activityType, teams].filter(Boolean).join(' · ');
}

/** The booked field and slot in words ("Turf A, 18:00–19:00"), or the slot the host means to book. */
function slotsText(game: DetailGame): string | null {
  if (game.mappedSlots.length > 0) return game.mappedSlots.map((m) => formatSlot(m, game.date)).join('; ');
  const later = game.isSlotBookLater ? game.slotBookLater : undefined;
  return later
    ? `To be booked: ${formatSlot({ fieldName: game.facilityName, slotDate: later.slotDate, startTime: later.startTime, endTime: later.endTime }, game.date)}`
    : null;
}

export function GameDetail({ game }: { game: DetailGame }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const levels = useParticipantLevels(game.activityId, game.updated);
  const { lat, lon } = game.location;
  const facts: [string, ReactNode][] = [
    [
      'When',
      game.duration.length > 1 ? game.duration.map((d) => formatWhen({ date: game.date, duration: [d] })).join('; ') : formatWhen(game),
    ],
    [
      'Where',
      game.isOnlineActivity ? (
        'Online'
      ) : (
        <>
          {/* A listed venue (spec section 3 spaceId) is a way to its page; a typed place stays words. */}
          {game.spaceId ? (
            <>
              <VenueLink spaceId={game.spaceId} name={game.location.name} listingId={game.listingId} />
              {game.location.address ? `, ${game.location.address}` : ''}
            </>
          ) : (
            [game.location.name, game.location.address].filter(Boolean).join(', ')
          )}
          {lat !== undefined && lon !== undefined && (
            <>
              {' · '}
              <DirectionsLink lat={lat} lon={lon} />
            </>
          )}
        </>
      ),
    ],
    ['Field', slotsText(game)],
    ['Format', formatText(game)],
    ['Level', formatSkillRange(game)],
    ['Places', placesText(game)],
    // Paying together: the price, whether I paid ("Paid ₹180 · View order"), a shared cost's "4 of 6 paid".
    ['Cost', <CostFacts game={game} />],
    ['Privacy', capitalize(game.privacy)],
  ];
  return (
    <Card>
      <GameCover game={game} />
      <Top>
        <div>
          <h1 style={{ margin: 0 }}>{game.name}</h1>
          <Muted>{game.listingName}</Muted>
          <LiveViewerCount activityId={game.activityId} over={isGameOver(game.duration, Date.now())} />
          <Badges badges={gameBadges(game, userId, Date.now())} />
        </div>
        <GameStanding game={game} />
      </Top>
      <GameActions game={game} />
      <HoldNote game={game} />
      <WaitlistPanel game={game} />
      <Facts>
        {facts
          .filter((fact): fact is [string, NonNullable<ReactNode>] => Boolean(fact[1]))
          .map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </Facts>
      <AddToCalendar game={game} />
      {game.description && <p>{game.description}</p>}
      <h2>People</h2>
      <ParticipantList participants={game.participantDetail} levels={levels} />
      {game.participantsNextUrl && (
        <MorePlayers
          activityId={game.activityId}
          total={game.totalParticipantCount}
          shown={new Set(game.participantDetail.map((p) => p.id))}
        />
      )}
      <RunGamePanel game={game} />
      <Queries game={game} />
    </Card>
  );
}
