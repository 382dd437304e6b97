import styled from '@emotion/styled';
import { participantsLabel } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { Link } from '@tanstack/react-router';
import { useSession } from '../session/store';
import { Card, Muted } from '../ui/primitives';
import { Badges } from './Badges';
import { gameBadges, type Badge } from './badges';
import { distanceTo, type Place } from './distance';
import { GameActionButton } from './GameActionButton';
import { SaveToggle } from './SaveToggle';
import { CardPicture } from './pictures/CardPicture';
import { offersSave, viewerStanding } from './rules';
import { formatDistance, formatPlacesLeft, formatPrice, formatSkillRange, formatWhen } from './format';
import { fontSize } from '../ui/tokens';

/**
 * The whole card opens the game, as a player taps it in Playo or Playtomic: the title's link
 * stretches over it (the title alone was a 20 px high target at 375 px). The card's own controls,
 * save and the action, sit above that link so they keep their taps.
 */
const Tappable = styled(Card)`
  position: relative;
  & h3 > a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & button,
  & a:not(h3 > a) {
    position: relative;
    z-index: 1;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: 8px;
`;

const Title = styled.h3`
  flex: 1;
  min-width: 0;
  margin: 0 0 2px;
  font-size: ${fontSize.lg};
  overflow-wrap: anywhere;
  & > a {
    text-decoration: none;
  }
`;

/** "2.4 km": read at a glance beside the venue, as Playo shows it. */
const Distance = styled(Muted)`
  font-weight: 600;
  white-space: nowrap;
`;

const Line = styled.div`
  margin-top: 2px;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 10px;
  /* The action keeps its words on one line at 320 px; the places text wraps instead. */
  & > :last-child {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;

const NEW_BADGE: Badge = { text: 'New', tone: 'mine' };

type CardGame = GameDocument & { viewerStatus?: string | null | undefined; isSaved?: boolean | undefined };

/**
 * What a player decides on (DESIGN.md's card): when, where and how far, the level
 * range in the spec's words, price and how it is paid, places left, badges, and the one action.
 */
/** `isNew`: one of the games the list's "new games" pill just brought, marked New (docs/adr/0145-new-games-pill.md). */
export function GameCard({
  game,
  viewer = null,
  first = false,
  isNew = false,
}: {
  game: CardGame;
  viewer?: Place | null;
  first?: boolean;
  isNew?: boolean;
}) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const skill = formatSkillRange(game);
  const km = distanceTo(viewer, game.location);
  return (
    <Tappable data-testid="game-card">
      <CardPicture game={game} eager={first} />
      <Head>
        <Title>
          <Link to="/games/$activityId" params={{ activityId: game.activityId }}>
            {game.name}
          </Link>
        </Title>
        <Badges badges={isNew ? [NEW_BADGE, ...gameBadges(game, userId, Date.now())] : gameBadges(game, userId, Date.now())} />
        {offersSave(viewerStanding(game, userId), game.isSaved === true) && <SaveToggle game={game} />}
      </Head>
      <Muted>{[game.listingName, game.activityFormat, skill].filter(Boolean).join(' · ')}</Muted>
      <Line>{formatWhen(game)}</Line>
      <Line>
        {game.isOnlineActivity ? 'Online' : game.location.name}
        {km !== null && <Distance data-testid="distance"> · {formatDistance(km)}</Distance>}
      </Line>
      <Line data-testid="price">{formatPrice(game)}</Line>
      <Footer>
        <span>
          {/* Spec section 2: count/max, each padded to two digits; then the places left in words. */}
          <strong title="Participants">{participantsLabel(game.totalParticipantCount, game.maxParticipants)}</strong>
          <Muted> · {formatPlacesLeft(game)}</Muted>
        </span>
        <GameActionButton game={game} />
      </Footer>
    </Tappable>
  );
}
