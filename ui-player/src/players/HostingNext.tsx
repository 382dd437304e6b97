import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import type { GamePage } from '../games/gamePage';
import { formatPrice, formatWhen } from '../games/format';
import { Card, Muted, TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { CardTitle, Note } from '../ui/layout';

export interface HostedGames {
  games: GamePage['activities'];
  /** Every upcoming game they host that the viewer may see (the list's counts.total). */
  total: number;
}

const Rows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
`;

/** A whole row is the link: one 44 px target per game, its name, sport, time and price. */
const Row = createLink(styled.a`
  display: grid;
  gap: 2px;
  min-height: ${TAP_TARGET_PX}px;
  padding: 8px 0;
  border-top: 1px solid ${color.border};
  color: inherit;
  text-decoration: none;
  li:first-of-type > & {
    border-top: 0;
  }
  & > strong {
    color: ${color.accent};
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`);

/** "Hosting next": the player's next games as host or co-host, soonest first, compact rows that open each game. */
export function HostingNext({ hosting }: { hosting: HostedGames }) {
  const { games, total } = hosting;
  const more = total - games.length;
  return (
    <Card aria-labelledby="player-hosting">
      <CardTitle id="player-hosting">Hosting next</CardTitle>
      {games.length === 0 ? (
        <Note>No upcoming games</Note>
      ) : (
        <Rows>
          {games.map((game) => (
            <li key={game.activityId}>
              <Row to="/games/$activityId" params={{ activityId: game.activityId }}>
                <strong>{game.name}</strong>
                <span>
                  {game.listingName} · {formatWhen(game)}
                </span>
                <Muted>{formatPrice(game)}</Muted>
              </Row>
            </li>
          ))}
        </Rows>
      )}
      {more > 0 && (
        <Muted as="p" style={{ margin: '8px 0 0' }}>
          and {more} more
        </Muted>
      )}
    </Card>
  );
}
