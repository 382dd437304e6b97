import styled from '@emotion/styled';
import { participantsLabel, type GameDocument } from '@sports/contracts';
import { Fragment } from 'react';
import { Card, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { GameActions } from './GameActions';
import { GameStanding } from './GameStanding';
import { HoldNote } from './HoldNote';
import { capitalize, formatCost, formatSkillRange, formatWhen } from './format';
import { ParticipantList } from './ParticipantList';
import { LiveViewerCount } from '../live/LiveViewerCount';
import { Queries } from './Queries';

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

export function GameDetail({ game }: { game: GameDocument & { isSaved?: boolean | undefined } }) {
  const skill = formatSkillRange(game);
  const facts: [string, string | null][] = [
    ['When', formatWhen(game)],
    ['Where', [game.location.name, game.location.address].filter(Boolean).join(', ')],
    ['Format', `${game.activityFormat} · ${game.activityType}`],
    ['Host', game.hostDetail.name],
    ['Participants', participantsLabel(game.totalParticipantCount, game.maxParticipants)],
    ['Cost', formatCost(game)],
    ['Slots', game.mappedSlots.map((m) => `${m.fieldName ?? m.fieldId}, ${m.slotDate} ${m.startTime}–${m.endTime}`).join('; ') || null],
    ['Skill', skill],
    ['Privacy', capitalize(game.privacy)],
  ];
  return (
    <Card>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'start' }}>
        <div>
          <h1 style={{ margin: 0 }}>{game.name}</h1>
          <Muted>{game.listingName}</Muted>
          <LiveViewerCount activityId={game.activityId} />
        </div>
        <GameStanding game={game} />
      </div>
      <GameActions game={game} />
      <HoldNote game={game} />
      <Facts>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </Facts>
      {game.description && <p>{game.description}</p>}
      <h2>Participants</h2>
      <ParticipantList participants={game.participantDetail} />
      <Queries game={game} />
    </Card>
  );
}
