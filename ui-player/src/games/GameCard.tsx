import styled from '@emotion/styled';
import { participantsLabel, type GameDocument } from '@sports/contracts';
import { Link } from '@tanstack/react-router';
import { Card, Muted } from '../ui/primitives';
import { GameActionButton } from './GameActionButton';
import { capitalize, formatWhen } from './format';

const Title = styled.h3`
  margin: 0 0 2px;
  font-size: 17px;
  & > a {
    text-decoration: none;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: 12px;
`;

export function GameCard({ game }: { game: GameDocument }) {
  return (
    <Card data-testid="game-card">
      <Title>
        <Link to="/games/$activityId" params={{ activityId: game.activityId }}>
          {game.name}
        </Link>
      </Title>
      <Muted>{game.listingName}</Muted>
      <div>{formatWhen(game)}</div>
      <div>{game.location.name}</div>
      <Footer>
        <span>
          <strong title="Participants">{participantsLabel(game.totalParticipantCount, game.maxParticipants)}</strong>{' '}
          <Muted>· {capitalize(game.privacy)}</Muted>
        </span>
        <GameActionButton game={game} />
      </Footer>
    </Card>
  );
}
